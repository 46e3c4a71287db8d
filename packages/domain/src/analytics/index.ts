export * from './range';
export * from './csv';
export * from './review-time';
export * from './review-wait';
export * from './store-figures';
export * from './figure-table';
export * from './store-figures-tables';
