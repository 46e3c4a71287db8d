export * from './onboarding';
