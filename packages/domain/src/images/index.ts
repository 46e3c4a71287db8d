export * from './public-image-url';
export * from './provider-avatar-url';
