// The signed-in account's two-factor sign-in (issue 20): only this feature reads and reloads it.
export const twoFactorKeys = {
  status: ['two-factor', 'status'] as const,
};
