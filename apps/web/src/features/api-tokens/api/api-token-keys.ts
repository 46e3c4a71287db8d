// The developer's API tokens (decision 0043): only this feature reads and reloads them.
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
};
