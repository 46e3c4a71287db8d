export * from './byte-source';
export * from './build-vmupack';
export * from './format';
export * from './read-vmupack';
export * from './vmupack-error';
export * from './icon-to-png';
