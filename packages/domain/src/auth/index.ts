export * from './fields';
export * from './flows';
export * from './roles';
export * from './access';
export * from './paths';
export * from './return-path';
export * from './account-security';
export * from './describe-device';
