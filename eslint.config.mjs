// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
// The rule itself, not the plugin's index: the index finds its rules through require.extensions,
// which jest's module loader lacks (tools/lint/test/floors.test.mjs runs this config under jest).
import noLiteralString from 'eslint-plugin-i18next/lib/rules/no-literal-string.js';
import { floorsConfig } from './tools/lint/floors.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/.run/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Small files (docs/ARCHITECTURE.md, "Add a page to a remote"): a source file over 200 lines
    // holds more than one thing. Tests, the browser suite and type declarations may be longer.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['**/test/**', '**/*.test.*', 'e2e/**', 'cluster-test/**', '**/*.d.ts', '**/*.d.cts'],
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    // What a person reads comes from a catalogue (docs/ARCHITECTURE.md, "Languages"): text or a
    // visible attribute written in a component fails. The packages whose sentences have not moved
    // to catalogues yet are listed here; moving one is taking it off the list.
    files: ['{shell,shared-ui,shared-auth,mf-*}/src/**/*.tsx', 'api/src/mail/**/*.tsx'],
    ignores: ['shared-auth/src/{dev,standalone}/**'],
    plugins: { i18next: { rules: { 'no-literal-string': noLiteralString } } },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'aria-label',
              'title',
              'alt',
              'placeholder',
              'hint',
              'question',
              'description',
            ],
          },
        },
      ],
    },
  },
  // Which package, and which folder of a remote, may import which (docs/ARCHITECTURE.md).
  ...floorsConfig(),
  {
    files: [
      '**/test/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'cluster-test/test/**/*.mjs',
      'tools/*/test/**/*.mjs',
      'app-server/test/**/*.mjs',
      'shell/server/test/**/*.mjs',
      'bench/*/test/**/*.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    // A focused or skipped test that lands silently shrinks every later run (jest and Playwright
    // alike: both spell them test.only / it.skip / describe.only …).
    plugins: { jest },
    rules: { 'jest/no-focused-tests': 'error', 'jest/no-disabled-tests': 'error' },
  },
  {
    // Playwright's `test` is imported, not a jest global, so the jest plugin does not see it.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(only|skip|fixme|fail)$/][callee.object.name='test'], CallExpression[callee.property.name=/^(only|skip|fixme|fail)$/][callee.object.property.name='describe']",
          message: 'No focused, skipped or expected-to-fail browser tests.',
        },
      ],
    },
  },
);
