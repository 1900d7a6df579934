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

/**
 * Every word a person reads comes from the message catalogues (issue 29,
 * docs/decisions/062-locales.md): JSX may not hold literal text, and the
 * attributes a person reads or hears (aria-label, alt, title, placeholder,
 * label) may not be literal words. Text without a letter (a '·', a '×', a
 * '₹') is not a word and passes.
 */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'alt', 'title', 'placeholder', 'label']);
const hasWords = (text) => /\p{L}/u.test(text);
const noLiteralText = {
  meta: { type: 'problem', messages: { text: 'Literal text "{{text}}" in JSX: take it from a catalogue (useMessages).' } },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    const literalText = (node) =>
      node?.type === 'Literal' && typeof node.value === 'string'
        ? node.value
        : node?.type === 'TemplateLiteral'
          ? node.quasis.map((quasi) => quasi.value.cooked).join(' ')
          : undefined;
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (text !== undefined && hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!SPOKEN_ATTRIBUTES.has(name) || node.value === null) return;
        const text = node.value.type === 'JSXExpressionContainer' ? literalText(node.value.expression) : literalText(node.value);
        if (text !== undefined && hasWords(text)) report(node, text);
      },
    };
  },
};

/**
 * The API's refusals name their reason (docs/decisions/063-api-error-reasons.md):
 * a message is a constant of the contract's message tables, never words
 * written at the throw site, which would carry no reason and stay English.
 * The same holds for the per-field messages a refusal carries (`errors`,
 * whose reasons go out as `fieldReasons`): a literal value in the object
 * literal given as a refusal's `errors` is refused too.
 */
const REFUSAL_ARGUMENTS = new Map([
  ['badRequest', { message: 0, errors: 1 }],
  ['conflict', { message: 0 }],
  ['notFound', { message: 0 }],
  ['unauthorized', { message: 0 }],
  ['forbidden', { message: 0 }],
  ['tooManyRequests', { message: 1 }],
  ['invalidField', { message: 1, errors: 2 }],
  ['AppError', { message: 1, errors: 2 }],
]);
const noLiteralRefusal = {
  meta: {
    type: 'problem',
    messages: {
      literal: "A refusal worded here has no reason: use a message of contract/src/error-reasons.ts's tables.",
      literalField: "A field's message worded here has no reason: use a message of contract/src/error-reasons.ts's tables.",
    },
  },
  create(context) {
    const isWords = (node) => (node?.type === 'Literal' && typeof node.value === 'string') || node?.type === 'TemplateLiteral';
    const check = (node, name) => {
      const at = REFUSAL_ARGUMENTS.get(name);
      if (at === undefined) return;
      if (isWords(node.arguments[at.message])) context.report({ node, messageId: 'literal' });
      const errors = at.errors === undefined ? undefined : node.arguments[at.errors];
      if (errors?.type !== 'ObjectExpression') return;
      for (const property of errors.properties) {
        if (property.type === 'Property' && isWords(property.value)) context.report({ node: property, messageId: 'literalField' });
      }
    };
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name !== 'AppError') check(node, node.callee.name);
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'AppError') check(node, 'AppError');
      },
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
    plugins: {
      chitra: { rules: { 'feature-boundaries': featureBoundaries, 'layer-boundaries': layerBoundaries, 'no-literal-text': noLiteralText } },
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'web/src/test/**'],
    rules: { 'chitra/no-literal-text': 'error' },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/test/**'],
    plugins: { chitra: { rules: { 'no-literal-refusal': noLiteralRefusal } } },
    rules: { 'chitra/no-literal-refusal': 'error' },
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
