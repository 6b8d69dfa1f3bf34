module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'event-contracts',
  rootDir: __dirname,
};
