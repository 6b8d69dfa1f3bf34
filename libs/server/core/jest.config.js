module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'server-core',
  rootDir: __dirname,
};
