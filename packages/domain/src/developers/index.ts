export * from './onboarding';
export * from './review';
export * from './business-name';
export * from './account-details';
export * from './notification-preferences';
