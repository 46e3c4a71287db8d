// The account's sign-in methods and email (decision 0045): only this feature reads and reloads
// them.
export const signInMethodKeys = {
  all: ['sign-in-methods'] as const,
};
