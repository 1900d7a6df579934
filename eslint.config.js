import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Features talk to each other only through app/ composition (conventions.md
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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '.tmp/**', 'data/**', 'screens/**', '**/test-results/**', '**/playwright-report/**', 'server/src/db/migrations/**'] },
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
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { chitra: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'chitra/feature-boundaries': 'error' },
  },
  {
    files: ['bench/**', 'e2e/**', '**/*.config.*', 'web/scripts/**', 'server/src/server.ts', 'server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
