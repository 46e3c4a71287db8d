export * from './statement';
export * from './statement-csv';
