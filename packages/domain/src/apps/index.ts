export * from './status';
export * from './bundle-identifier';
export * from './download-file-name';
export * from './pricing';
export * from './lifecycle';
