// `npm test`: every test tier. Checks PostgreSQL and Redis, builds the front ends (cached by content
// hash), type-checks, lints (typescript-eslint strict type-checked rules, Nx module boundaries,
// Prettier), then runs Jest over all projects: unit, integration, platform, browser, e2e.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { checkInfrastructure } = require('./stack');

function step(label, command, args) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: path.resolve(__dirname, '..') });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${label} failed\n`);
    process.exit(result.status ?? 1);
  }
}

async function main() {
  await checkInfrastructure({
    DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  });
  step('Build front ends', process.execPath, [path.join(__dirname, 'build-web.js')]);
  step('Type-check', process.execPath, [path.join(__dirname, 'typecheck.js')]);
  // The Nx boundary rule needs the project graph; without it the rule silently does nothing.
  process.env.NX_DAEMON = 'false';
  step('Nx project graph', process.execPath, [
    require.resolve('nx/bin/nx'),
    'show',
    'projects',
    '--json',
  ]);
  step('Formatting (Prettier)', process.execPath, [
    require.resolve('prettier/bin/prettier.cjs'),
    '--check',
    '--log-level',
    'warn',
    '.',
  ]);
  // The whole lint, boundaries included; type-aware rules need the memory.
  step('Lint', process.execPath, [
    '--max-old-space-size=8192',
    path.join(__dirname, '..', 'node_modules', 'eslint', 'bin', 'eslint.js'),
    '--max-warnings=0',
    '.',
  ]);
  step('Jest (all projects)', process.execPath, [
    require.resolve('jest/bin/jest'),
    '--maxWorkers=2',
    ...process.argv.slice(2),
  ]);
}

main().catch((err) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
