// The scan tests start the gateway, auth, the scan API and the scan worker in one process.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'scan-service',
  rootDir: __dirname,
  testTimeout: 60_000,
};
