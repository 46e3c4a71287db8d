export * from './range';
export * from './csv';
export * from './review-time';
