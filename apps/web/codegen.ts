import type { CodegenConfig } from '@graphql-codegen/cli';

// Client types come from the server's schema files (the contract) and the documents in each
// feature's api/ folder, in the shared components' (a review thread's message) and in the
// shared data layer (src/lib/api). documentMode 'string' keeps the graphql library out of the bundle.
const config: CodegenConfig = {
  schema: '../server/src/modules/**/schema.graphql',
  documents: [
    'src/features/**/api/*.ts',
    'src/components/**/api/*.ts',
    'src/lib/api/*.ts',
    '!src/**/*.test.ts',
  ],
  ignoreNoDocuments: true,
  generates: {
    'src/lib/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        // The server serialises DateTime as an ISO-8601 string.
        scalars: { DateTime: 'string' },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
