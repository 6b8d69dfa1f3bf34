module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'mf-config',
  rootDir: __dirname,
};
