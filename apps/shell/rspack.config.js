// Host: served at / by the gateway; remotes are registered at run time from /runtime-config.json.
const { createWebConfig } = require('@labellens/mf-config/rspack');
const { withSharedIndexHtml } = require('@labellens/web-ui/html/index-html');
const { hostFederationOptions } = require('@labellens/mf-config/federation');

module.exports = (_env = {}, argv = {}) =>
  withSharedIndexHtml(
    createWebConfig({
      appDir: __dirname,
      federation: hostFederationOptions(),
      publicPath: '/',
      title: 'LabelLens',
      devPort: 3100,
      devRemotePorts: { scan: 3101, account: 3102, admin: 3103 },
      mode: argv.mode,
    }),
    { host: true },
  );
