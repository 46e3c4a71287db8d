export * from './limits';
export * from './csv';
export * from './text-length';
export * from './legal';
export * from './countries';
export * from './cookie-consent';
export * from './auth';
export * from './developers';
export * from './apps';
export * from './payments';
export * from './store';
export * from './contracts';
export * from './store/sales-ledger';
export * from './payouts';
export * from './analytics';
export * from './api-tokens';
// The developer API's contract (issue 19); contracts/index.ts will list it with the others.
export * from './contracts/developer-api';
