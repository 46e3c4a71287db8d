export * from './catalogue';
export * from './purchases';
export * from './display-images';
