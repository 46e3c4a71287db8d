// The account's active sessions (decision 0045): only this feature reads and reloads them.
export const sessionKeys = {
  all: ['active-sessions'] as const,
};
