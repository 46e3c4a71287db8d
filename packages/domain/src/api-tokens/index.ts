export * from './api-tokens';
