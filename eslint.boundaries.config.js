// Boundary-only lint, fast (no type information): no service imports another service, web code never
// imports server code. Tests, e2e and benchmarks may reach across projects to start real services.
const tseslint = require('typescript-eslint');
const nx = require('@nx/eslint-plugin');

module.exports = [
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/*.js', '**/*.mjs', 'e2e/**', 'bench/**', '**/test/**',
      '**/*.spec.ts', '**/*.spec.tsx', 'libs/shared/ingredient-analysis/data/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    // typescript-eslint is loaded only so disable comments naming its rules resolve.
    plugins: { '@nx': nx, '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: { '@nx/enforce-module-boundaries': require('./eslint.boundaries') },
  },
];
