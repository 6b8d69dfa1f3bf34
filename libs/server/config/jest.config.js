module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'server-config',
  rootDir: __dirname,
};
