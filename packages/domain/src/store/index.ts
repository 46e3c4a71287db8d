export * from './catalogue';
export * from './purchases';
export * from './display-images';
export * from './counted-figures';
export * from './seller';
