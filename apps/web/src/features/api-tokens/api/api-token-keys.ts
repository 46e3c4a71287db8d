// The developer's API tokens (issue 19): only this feature reads and reloads them.
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
};
