// ESLint flat config: typescript-eslint strict type-checked rules plus Nx module boundaries
// (no service imports another service; web code never imports server code).
const tseslint = require('typescript-eslint');
const nx = require('@nx/eslint-plugin');

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/*.js', '!eslint.config.js', 'libs/shared/ingredient-analysis/data/**'] },
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
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'type:service', notDependOnLibsWithTags: ['type:service', 'type:app'] },
            // The CLI runs the scan service's extraction pipeline locally, on purpose.
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'type:service'] },
            { sourceTag: 'scope:web', notDependOnLibsWithTags: ['type:service', 'scope:server'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/test/**/*.ts', '**/*.spec.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
