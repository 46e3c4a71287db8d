// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import repoRules from './scripts/no-outside-references.mjs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Features never import each other; shared code flows shared -> features -> app (bulletproof-react).
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in routes/ or app/.',
}));

const layerZones = [
  // domain -> server and domain -> web, never the other way.
  {
    target: './packages/domain',
    from: './apps',
    message: 'domain is pure: no app imports.',
  },
  { target: './apps/server', from: './apps/web', message: 'server does not import web.' },
  { target: './apps/web', from: './apps/server', message: 'web does not import server.' },
  ...featureZones,
  {
    target: [`./${featuresDir}`, './apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/app', './apps/web/src/routes'],
    message: 'Shared code and features do not import the app or its routes.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: `./${featuresDir}`,
    message: 'Shared code does not import features.',
  },
];

// Test-only code (fixtures, fakes, request mocks, render helpers) lives in apps/server/src/test and
// apps/web/src/testing; production files may not import it, so it never reaches a build.
const testOnlyZones = [
  {
    target: './apps/server/src',
    from: './apps/server/src/test',
    message: 'Production code does not import test-only code (apps/server/src/test).',
  },
  {
    target: './apps/web/src',
    from: './apps/web/src/testing',
    message: 'Production code does not import test-only code (apps/web/src/testing).',
  },
];

// Server modules are entered by their front door: from outside a module, nothing but its index.ts
// is imported (docs/architecture.md, "Server modules"). A module's own tests may reach in.
const serverModulesDir = 'apps/server/src/modules';
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'shared')
      .map((d) => d.name)
  : [];
const serverModuleZones = serverModules.map((module) => ({
  target: [
    './apps/server/src/*.ts',
    './apps/server/src/!(modules)/**',
    `./${serverModulesDir}/!(${module})/**`,
  ],
  from: `./${serverModulesDir}/${module}`,
  except: ['./index.ts'],
  message: `Use the ${module} module through its front door, modules/${module}/index.ts.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      '**/generated/**',
      '**/__generated__/**',
      '**/*.generated.ts',
      '**/resolvers.generated.ts',
      '**/typeDefs.generated.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // Resolves the '@/...' alias and workspace packages, so boundaries hold for alias imports too.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The generated client module holds every document of the app; importing its values would
      // pull all of them into the entry chunk. Types only; documents come from graphql-document.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/graphql/(gql|graphql|index)?$',
              allowTypeImports: true,
              message:
                "Import types only; mark documents with graphql() from '@/lib/graphql-document'.",
            },
          ],
          // React Router's own links bring its route prefetching into the first page's
          // JavaScript (decision 0030); the app's Link is built on its hooks without it.
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link from '@/components/link' (decision 0030).",
            },
          ],
        },
      ],
    },
  },
  {
    // Rules that read the types: a promise nobody awaits or catches loses its failure, and one
    // handed to a callback that expects nothing (an event handler, a hook) is never awaited.
    // An intended fire-and-forget says so with `void` (decision 0059).
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: {
        // The root's own config files belong to no package's tsconfig.
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Comments point at docs/product.md or a decision record, never at sections of a specification
    // or numbers of an issue tracker kept outside the repository (scripts/no-outside-references.mjs).
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { repo: repoRules },
    rules: { 'repo/no-outside-references': 'error' },
  },
  {
    // Production sources only: tests and the test-only folders themselves may use test helpers.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**', 'apps/web/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...testOnlyZones, ...serverModuleZones] },
      ],
    },
  },
);
