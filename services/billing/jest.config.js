module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'billing-service',
  rootDir: __dirname,
};
