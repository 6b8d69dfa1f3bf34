// Every test tier: unit and integration tests of each project, then whole-stack e2e.
module.exports = {
  // Global option (ignored inside projects): integration and browser tests start real processes.
  testTimeout: 120_000,
  projects: [
    '<rootDir>/libs/*/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/apps/*/jest.config.js',
    '<rootDir>/tools/*/jest.config.js',
    '<rootDir>/e2e/jest.config.js',
  ],
};
