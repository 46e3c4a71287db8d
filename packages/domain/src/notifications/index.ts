export * from './mail-kinds';
