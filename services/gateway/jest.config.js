module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'gateway-service',
  rootDir: __dirname,
};
