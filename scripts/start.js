// `npm start`: builds the front ends if needed, then runs every service behind the gateway.
'use strict';
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { startStack } = require('./stack');

async function main() {
  execFileSync(process.execPath, [path.join(__dirname, 'build-web.js')], { stdio: 'inherit' });
  const stack = await startStack();
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

main().catch((err) => {
  process.stderr.write(`\nLabelLens could not start:\n${err.message}\n`);
  process.exit(1);
});
