export * from './catalogue';
export * from './purchases';
