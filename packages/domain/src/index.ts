export * from './limits';
export * from './legal';
export * from './countries';
