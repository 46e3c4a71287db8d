export * from './limits';
export * from './legal';
export * from './countries';
export * from './cookie-consent';
export * from './auth';
export * from './developers';
export * from './apps';
export * from './payments';
