export * from './onboarding';
export * from './review';
export * from './business-name';
