module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'web-ui',
  rootDir: __dirname,
};
