module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'account-mfe',
  rootDir: __dirname,
};
