import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralText from './scripts/eslint/no-literal-text.js';
import requireUseSignals from './scripts/eslint/require-use-signals.js';

/**
 * Where every customer-facing text comes from the message catalogue (sdk/messages): the rule keeps it so. A folder
 * joins the list once its texts have moved.
 */
const CATALOGUED = ['app/src/**', 'ui/src/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.turbo/**',
      'sdk/src/schema.ts',
      'sdk/src/operations.ts',
      'sdk/src/i18n/paraglide/**',
      'reports/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['ui/**/*.tsx', 'app/**/*.tsx', 'ui/**/*.ts', 'app/**/*.ts'],
    plugins: {
      'react-hooks': reactHooks,
      storefront: { rules: { 'require-use-signals': requireUseSignals, 'no-literal-text': noLiteralText } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'storefront/require-use-signals': 'error',
    },
  },
  {
    files: CATALOGUED,
    // Tests and stories spell texts out to check or show them; a widget's usage notes and the story helpers are
    // documentation for developers (Ladle), not texts a customer reads.
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.usage.ts', 'ui/src/story-support/**'],
    rules: { 'storefront/no-literal-text': 'error' },
  },
);
