import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way (docs/architecture.md): web -> contract; server -> contract (later core,
// vda5050); contract and core import nothing of ours. These rules keep it so.
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: forbid(['@agvs/*', '../../*'], 'contract imports nothing of ours'),
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: forbid(['@agvs/*', '../../*'], 'core is pure: it imports nothing of ours'),
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: forbid(['@agvs/web', '@agvs/web/*', '**/web/src/*'], 'the server never imports the console'),
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['@agvs/server', '@agvs/server/*', '**/server/src/*'], 'the console talks to the server over HTTP only'),
    },
  },
);
