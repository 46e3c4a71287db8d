export * from './fields';
export * from './flows';
