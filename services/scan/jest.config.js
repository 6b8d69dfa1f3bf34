module.exports = { ...require('../../jest.preset.js'), displayName: 'scan-service', rootDir: __dirname };
