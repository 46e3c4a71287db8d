import type { CodegenConfig } from '@graphql-codegen/cli';

// The preset is typed against its own copy of @graphql-codegen/plugin-helpers.
type Output = NonNullable<CodegenConfig['generates']>[string];
import { defineConfig } from '@eddeee888/gcg-typescript-resolver-files';

// graphql-hive layout: each src/modules/<m>/schema.graphql is a module, one resolver file per
// root field; generated files are never edited and CI fails when they are stale.
const config: CodegenConfig = {
  schema: 'src/modules/**/schema.graphql',
  generates: {
    'src/modules': defineConfig({
      resolverTypesPath: '../graphql/generated/types.generated.ts',
      resolverMainFile: '../graphql/generated/resolvers.generated.ts',
      typeDefsFilePath: '../graphql/generated/typeDefs.generated.ts',
      mergeSchema: false,
      scalarsModule: false,
      emitLegacyCommonJSImports: false,
      typesPluginsConfig: {
        contextType: '../context#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
      },
    }) as Output,
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
