// Shared Jest settings: swc transform (decorator metadata on), node environment, real infrastructure.
const path = require('node:path');
const swcrc = JSON.parse(require('node:fs').readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;
module.exports = {
  testEnvironment: require.resolve('./tools/jest/node-environment.js'),
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Fault tests (real processes killed, brokers restarted) are `*.fault-spec.ts` and run too.
  testMatch: ['**/?(*.)+(spec|test).ts?(x)', '**/*.fault-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only dependencies that Jest's CommonJS runtime must have transformed.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
};
