import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './scripts/eslint/no-literal-text.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report', 'src/lib/database.types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Dependencies flow one way: src/lib ← providers ← src/components ← resources ← src/App.tsx.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./providers', './src/components', './resources', './src/pages', './src/layouts', './src/App.tsx'],
            },
            { target: './providers', from: ['./src/components', './resources', './src/pages', './src/layouts', './src/App.tsx'] },
            { target: './src/components', from: ['./resources', './src/pages', './src/App.tsx'] },
            ...[
              'accounts',
              'pricing-requests',
              'matrix-submissions',
              'sales-partners',
              'affiliates',
              'organizations',
              'news',
              'contracts',
            ].map((r) => ({
              target: `./resources/${r}`,
              from: './resources',
              except: [`./${r}`],
              message: 'resources never import each other',
            })),
            { target: ['./src', './providers', './resources'], from: ['./local-supabase', './tests', './scripts'] },
            { target: './local-supabase', from: ['./src', './providers', './resources'] },
          ],
        },
      ],
    },
  },
  {
    // Every visible text through t() (issue 26, item 5; the rule and its allow-list: scripts/eslint/no-literal-text.js).
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'providers/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/no-literal-text': 'error' },
  },
);
