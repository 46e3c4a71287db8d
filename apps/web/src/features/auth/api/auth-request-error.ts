// The auth forms' refusals live in lib, shared with the profile's sign-in methods (decision 0045).
export * from '@/lib/auth-request-error';
