module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'ingredient-analysis',
  rootDir: __dirname,
};
