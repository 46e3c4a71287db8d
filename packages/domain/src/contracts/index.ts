export * from './refusal';
export * from './uploads';
export * from './health';
export * from './payments';
export * from './store';
export * from './payout-statements';
export * from './developer-api';
export * from './cli-downloads';
