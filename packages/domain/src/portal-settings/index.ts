export * from './portal-settings';
