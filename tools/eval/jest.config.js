module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'labellens-eval',
  rootDir: __dirname,
};
