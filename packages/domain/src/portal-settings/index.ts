export * from './portal-settings';
export * from './notice-schedule';
