module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'web-api-client',
  rootDir: __dirname,
};
