export * from './user-management';
