export * from './public-image-url';
