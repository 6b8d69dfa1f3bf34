module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'scan-mfe',
  rootDir: __dirname,
};
