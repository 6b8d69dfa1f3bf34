module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'admin-mfe',
  rootDir: __dirname,
};
