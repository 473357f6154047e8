import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Imports that would let DOM, React, network or adapter code leak into the pure core. */
const coreForbiddenImports = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react', '@tanstack/*'],
      message: 'core/ is framework-agnostic: no React.',
    },
    { group: ['ofetch', 'cookie-es', 'maska'], message: 'core/ talks to the world through ports only.' },
    {
      group: ['**/adapters/**', '**/ui/**', '**/widget/**', '**/server/**'],
      message: 'core/ imports nothing outside core/.',
    },
    { group: ['node:*'], message: 'core/ must run unchanged in Node, the browser and the server.' },
  ],
};

const browserGlobalsInCore = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
  'XMLHttpRequest',
  'history',
  'alert',
].map((name) => ({
  name,
  message: 'core/ must not touch browser globals: take a port instead.',
}));

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      curly: ['error', 'all'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': ['error', coreForbiddenImports],
      'no-restricted-globals': ['error', ...browserGlobalsInCore],
    },
  },
  {
    files: ['adapters/**/*.ts', 'widget/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui/**'], message: 'Only the app entry imports ui/.' }] },
      ],
    },
  },
  {
    files: ['ui/**/*.ts', 'ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/scripts/**'],
              message:
                'The browser bundle must never carry server code: ui/ imports core/, adapters/ and widget/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/ui/**'], message: 'Only the app entry imports ui/.' },
            {
              group: ['**/scripts/**', '**/adapters/**', '**/widget/**'],
              message: 'server/ imports only core/ and its own files: it must run alone.',
            },
          ],
        },
      ],
    },
  },
);
