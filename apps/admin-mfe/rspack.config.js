// Remote "admin": served by the gateway at /mfe/admin/, so chunks resolve their own base (publicPath auto).
const { createWebConfig } = require('@labellens/mf-config/rspack');
const { withSharedIndexHtml } = require('@labellens/web-ui/html/index-html');
const { remoteFederationOptions } = require('@labellens/mf-config/federation');

module.exports = (_env = {}, argv = {}) =>
  withSharedIndexHtml(
    createWebConfig({
      appDir: __dirname,
      federation: remoteFederationOptions('admin'),
      publicPath: 'auto',
      title: 'LabelLens · Admin (standalone)',
      devPort: 3103,
      mode: argv.mode,
    }),
  );
