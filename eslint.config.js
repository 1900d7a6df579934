import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Features talk to each other only through app/ composition (docs/layout-and-habits.md
 * habit 6): a file under web/src/features/<a>/ may not import from
 * web/src/features/<b>/.
 */
const featureBoundaries = {
  meta: { type: 'problem', messages: { cross: "Feature '{{from}}' imports feature '{{to}}': compose them in web/src/app instead." } },
  create(context) {
    const featureOf = (file) => {
      const parts = relative(resolve('web/src/features'), file).split(sep);
      return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
    };
    const from = featureOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!from || !source.startsWith('.')) return;
        const to = featureOf(resolve(dirname(context.filename), source));
        if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
      },
    };
  },
};

/**
 * The layers of web/src (decision 033), lowest first: lib/ (helpers, the
 * API, the store's types it reads) imports no other folder of web/src;
 * components/ (shared markup) imports only lib/. So neither may reach up
 * into app/ (composition), features/, or layout/ (the storefront's shell).
 * Static, re-exported and dynamic imports all count.
 */
const LAYER_MAY_NOT_IMPORT = {
  lib: ['app', 'features', 'layout', 'components'],
  components: ['app', 'features', 'layout'],
};

const layerBoundaries = {
  meta: {
    type: 'problem',
    messages: { up: "'{{from}}/' may not import from '{{to}}/' (decision 033): move what it needs down, or have the caller pass it in." },
  },
  create(context) {
    const srcDir = resolve('web/src');
    const layerOf = (file) => {
      const parts = relative(srcDir, file).split(sep);
      return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
    };
    const from = layerOf(context.filename);
    const forbidden = LAYER_MAY_NOT_IMPORT[from] ?? [];
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source));
      if (to && forbidden.includes(to)) context.report({ node, messageId: 'up', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.tmp/**',
      'data/**',
      'screens/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { chitra: { rules: { 'feature-boundaries': featureBoundaries, 'layer-boundaries': layerBoundaries } } },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: { 'chitra/feature-boundaries': 'error' },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: { 'chitra/layer-boundaries': 'error' },
  },
  {
    // Type-aware rules on the server: a promise nobody awaits loses its error
    // (and, in a request, outlives the response); a promise handed to a
    // callback that expects a plain value is never awaited either.
    files: ['server/src/**/*.ts', 'server/scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // No non-null assertion (`x!`) outside the tests: the code checks what it
    // reads and throws saying what it expected, or keeps the `!` with a
    // disable comment on the line above saying why the value is there.
    // Test files and their helpers (factories, fixtures, stubs) are left out.
    files: ['server/src/**/*.ts', 'server/scripts/**/*.ts', 'web/src/**/*.{ts,tsx}', 'contract/src/**/*.ts', 'bench/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'server/src/test/**',
      'web/src/test/**',
      '**/*test-factories.ts',
      '**/*-fixtures.ts',
      'web/src/features/accounts/testing.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['bench/**', 'e2e/**', '**/*.config.*', 'web/scripts/**', 'scripts/**', 'server/src/server.ts', 'server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
