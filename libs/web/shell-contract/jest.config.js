module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shell-contract',
  rootDir: __dirname,
};
