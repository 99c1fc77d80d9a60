// Lint rules double as the architecture's boundaries (ARCHITECTURE.md "House rules").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeOnly = [
  { name: 'electron', message: 'engine/ and shared/ stay pure: no electron.' },
  { name: 'better-sqlite3', message: 'engine/ and shared/ stay pure: no database.' },
];
const nodePatterns = [{ group: ['node:*'], message: 'engine/ and shared/ stay pure: no node: imports.' }];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'assets/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='ipcMain']",
          message: 'Only src/main/transports/electron-ipc.ts may touch ipcMain.',
        },
      ],
    },
  },
  {
    files: ['src/main/engine/**/*.ts', 'src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: nodeOnly, patterns: nodePatterns }] },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: nodeOnly,
          patterns: [
            ...nodePatterns,
            { group: ['**/main/**', '../main/*'], message: 'The renderer talks to the typed API only.' },
          ],
        },
      ],
    },
  },
  {
    // The results portal's phone page: a browser bundle apart from the renderer, same boundaries.
    files: ['src/portal-page/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeOnly,
          patterns: [
            ...nodePatterns,
            { group: ['**/main/**'], message: 'The page talks to the portal only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/transports/electron-ipc.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
