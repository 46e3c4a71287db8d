export * from './statement';
export * from './statement-csv';
export * from './blocker';
export * from './statement-list';
