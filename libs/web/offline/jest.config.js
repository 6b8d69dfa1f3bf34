module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'web-offline',
  rootDir: __dirname,
};
