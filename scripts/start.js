// `npm start`: builds the front ends if needed, then runs every service behind the gateway.
'use strict';
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const { parseEnvFile, root, startStack } = require('./stack');

/**
 * The internal-token secret for this run: the configured one (environment, then .env), else a
 * fresh random one, so no process of a local run ever trusts the public development secret.
 */
function internalSecretForRun(env = process.env, fileEnv = parseEnvFile(path.join(root, '.env'))) {
  return env.INTERNAL_JWT_SECRET || fileEnv.INTERNAL_JWT_SECRET || randomBytes(32).toString('hex');
}

async function main() {
  execFileSync(process.execPath, [path.join(__dirname, 'build-web.js')], { stdio: 'inherit' });
  const stack = await startStack({ env: { INTERNAL_JWT_SECRET: internalSecretForRun() } });
  let shuttingDown = false;
  const shutdown = async (code) => {
    if (shuttingDown) return;
    shuttingDown = true;
    process.stdout.write('\nStopping LabelLens...\n');
    await stack.stop();
    process.exit(code);
  };
  stack.onUnexpectedExit((name) => {
    process.stderr.write(`${name} stopped; shutting everything down.\n`);
    void shutdown(1);
  });
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.stdout.write(`\nLabelLens is running at ${stack.url}  (Ctrl-C to stop)\n`);
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`\nLabelLens could not start:\n${err.message}\n`);
    process.exit(1);
  });
}

module.exports = { internalSecretForRun };
