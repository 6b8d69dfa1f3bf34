// The one index.html of the four web apps (issue 13): an app's rspack.config.js passes the config
// from createWebConfig through this, which points its HtmlRspackPlugin at ./index.html.
'use strict';

const path = require('node:path');
const { rspack } = require('@rspack/core');

const TEMPLATE = path.join(__dirname, 'index.html');

/**
 * @template {{ plugins: unknown[] }} C
 * @param {C} config rspack config from createWebConfig
 * @param {{ host?: boolean }} [options] host: the shell's page (manifest, first screen, boot.js)
 * @returns {C}
 */
function withSharedIndexHtml(config, { host = false } = {}) {
  config.plugins = config.plugins.map((plugin) => {
    if (!(plugin instanceof rspack.HtmlRspackPlugin)) return plugin;
    // _args holds the options createWebConfig gave (title, minify); only the template changes.
    const [options] = plugin._args;
    // The template engine takes string parameters only: '' is false.
    const templateParameters = { host: host ? 'true' : '' };
    return new rspack.HtmlRspackPlugin({ ...options, template: TEMPLATE, templateParameters });
  });
  return config;
}

module.exports = { withSharedIndexHtml };
