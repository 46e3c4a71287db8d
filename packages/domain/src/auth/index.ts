export * from './fields';
export * from './flows';
export * from './roles';
export * from './access';
export * from './paths';
export * from './return-path';
