// The account's sign-in methods and email (issue 20): only this feature reads and reloads them.
export const signInMethodKeys = {
  all: ['sign-in-methods'] as const,
};
