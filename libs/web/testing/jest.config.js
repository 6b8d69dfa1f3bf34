module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'web-testing',
  rootDir: __dirname,
};
