export * from './accounts';
export * from './developers';
