// Type-checks every project that has a tsconfig.json (tsc --noEmit), one after another.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const groups = ['apps', 'services', 'libs/shared', 'libs/server', 'libs/web', 'tools'];
const projects = [];
for (const group of groups) {
  const dir = path.join(root, group);
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir).sort()) {
    if (fs.existsSync(path.join(dir, name, 'tsconfig.json'))) projects.push(path.join(group, name));
  }
}
for (const extra of ['e2e', 'bench'])
  if (fs.existsSync(path.join(root, extra, 'tsconfig.json'))) projects.push(extra);

let failed = 0;
for (const project of projects) {
  const result = spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', path.join(project, 'tsconfig.json'), '--noEmit'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (result.status === 0) process.stdout.write(`  ok   ${project}\n`);
  else {
    failed++;
    process.stdout.write(`  FAIL ${project}\n${result.stdout}${result.stderr}\n`);
  }
}
process.stdout.write(
  `type-check: ${projects.length - failed} of ${projects.length} projects clean\n`,
);
process.exit(failed ? 1 : 0);
