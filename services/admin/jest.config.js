module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'admin-service',
  rootDir: __dirname,
};
