// Static checks of the container and cluster files: real docker-compose and kustomize, offline
// Kubernetes schemas. The TypeScript strict-field check needs more than the default 5 s.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'platform-check',
  rootDir: __dirname,
  testTimeout: 120000,
};
