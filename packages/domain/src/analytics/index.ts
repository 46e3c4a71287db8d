export * from './range';
export * from './csv';
