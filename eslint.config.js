// ESLint flat config: typescript-eslint strict type-checked rules plus Nx module boundaries
// (no service imports another service; web code never imports server code).
const tseslint = require('typescript-eslint');
const nx = require('@nx/eslint-plugin');

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/*.js',
      '!eslint.config.js',
      'libs/shared/ingredient-analysis/data/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [...tseslint.configs.strictTypeChecked],
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-extraneous-class': 'off', // Nest modules are decorated empty classes
      '@nx/enforce-module-boundaries': require('./eslint.boundaries'),
    },
  },
  {
    files: ['**/test/**/*.ts', '**/*.spec.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Harnesses start real services across projects.
      '@nx/enforce-module-boundaries': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
