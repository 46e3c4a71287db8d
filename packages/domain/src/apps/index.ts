export * from './status';
export * from './bundle-identifier';
export * from './download-file-name';
export * from './pricing';
export * from './lifecycle';
export * from './assets';
export * from './application-form';
export * from './store-link';
