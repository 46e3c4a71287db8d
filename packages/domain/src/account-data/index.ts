export * from './account-archive';
export * from './account-deletion';
