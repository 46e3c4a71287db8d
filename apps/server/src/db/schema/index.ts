export * from './accounts';
export * from './developers';
export * from './apps';
export * from './review';
export * from './payments';
export * from './purchases';
export * from './analytics';
export * from './payouts';
