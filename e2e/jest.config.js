module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  // Whole-stack tests start real processes and a browser.
  testTimeout: 120_000,
};
