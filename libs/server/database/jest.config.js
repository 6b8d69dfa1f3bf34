module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'server-database',
  rootDir: __dirname,
};
