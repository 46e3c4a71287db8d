export * from './statement';
