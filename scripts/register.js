// Runs TypeScript sources directly in Node (services, CLI, scripts) with swc, keeping the
// decorator metadata NestJS needs for dependency injection.
process.env.SWC_NODE_PROJECT =
  process.env.SWC_NODE_PROJECT || require('node:path').join(__dirname, '..', 'tsconfig.base.json');
require('@swc-node/register');
