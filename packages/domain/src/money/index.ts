export * from './share';
export * from './figures';
export * from './currency';
