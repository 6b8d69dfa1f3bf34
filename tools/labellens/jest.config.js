module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'labellens-cli',
  rootDir: __dirname,
};
