// The auth forms' refusals live in lib, shared with the profile's sign-in methods (issue 20).
export * from '@/lib/auth-request-error';
