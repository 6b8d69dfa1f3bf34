// Remote "scan": served by the gateway at /mfe/scan/, so chunks resolve their own base (publicPath auto).
const { createWebConfig } = require('@labellens/mf-config/rspack');
const { withSharedIndexHtml } = require('@labellens/web-ui/html/index-html');
const { remoteFederationOptions } = require('@labellens/mf-config/federation');

module.exports = (_env = {}, argv = {}) =>
  withSharedIndexHtml(
    createWebConfig({
      appDir: __dirname,
      federation: remoteFederationOptions('scan'),
      publicPath: 'auto',
      title: 'LabelLens · Scan (standalone)',
      devPort: 3101,
      mode: argv.mode,
    }),
  );
