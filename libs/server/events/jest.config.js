module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'server-events',
  rootDir: __dirname,
};
