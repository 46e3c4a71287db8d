// The signed-in account's two-factor sign-in (decision 0046): only this feature reads and reloads
// it.
export const twoFactorKeys = {
  status: ['two-factor', 'status'] as const,
};
