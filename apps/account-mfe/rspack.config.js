// Remote "account": served by the gateway at /mfe/account/, so chunks resolve their own base (publicPath auto).
const { createWebConfig } = require('@labellens/mf-config/rspack');
const { withSharedIndexHtml } = require('@labellens/web-ui/html/index-html');
const { remoteFederationOptions } = require('@labellens/mf-config/federation');

module.exports = (_env = {}, argv = {}) =>
  withSharedIndexHtml(
    createWebConfig({
      appDir: __dirname,
      federation: remoteFederationOptions('account'),
      publicPath: 'auto',
      title: 'LabelLens · Account (standalone)',
      devPort: 3102,
      mode: argv.mode,
    }),
  );
