// The account's active sessions (issue 20): only this feature reads and reloads them.
export const sessionKeys = {
  all: ['active-sessions'] as const,
};
