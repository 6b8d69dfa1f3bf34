import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, unpinnedReason } from '../src';

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Dockerfile instructions, with line continuations joined and comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const stages: Stage[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
    if (keyword.toUpperCase() === 'FROM') {
      const words = args.split(/\s+/);
      const [from] = words;
      stages.push({
        from,
        name: words.at(1)?.toUpperCase() === 'AS' ? words.at(2) : undefined,
        instructions: [],
      });
    } else if (stages.length === 0) {
      if (keyword.toUpperCase() !== 'ARG') throw new Error(`${keyword} before the first FROM`);
    } else {
      stages[stages.length - 1].instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

describe('Dockerfile', () => {
  const stages = parseDockerfile(fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'));
  const runtime = stages[stages.length - 1];
  const runs = (stage: Stage) =>
    stage.instructions
      .filter((i) => i.keyword === 'RUN')
      .map((i) => i.args)
      .join('\n');

  it('is multi-stage on an exactly pinned Node 20 Debian image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages.filter((s) => !stages.some((other) => other.name === s.from))) {
      expect(unpinnedReason(stage.from)).toBeUndefined();
      expect(stage.from).toMatch(/^node:20\.\d+\.\d+-bookworm(-slim)?$/);
    }
  });

  it('installs dependencies from the committed lockfile and builds the web apps', () => {
    const build = stages.find((s) => /npm run build:web/.test(runs(s)));
    expect(build).toBeDefined();
    const all = stages.map(runs).join('\n');
    expect(all).toMatch(/\bnpm install\b/);
    expect(all).not.toMatch(/\bnpm ci\b/);
    // The lockfile must reach the install step (copied directly or through a manifests stage).
    const flat = stages.flatMap((s) => s.instructions.map((i) => `${i.keyword} ${i.args}`));
    const install = flat.findIndex((i) => /^RUN .*\bnpm install\b(?! -g)/.test(i));
    expect(install).toBeGreaterThan(0);
    expect(flat.slice(0, install).some((i) => /^(COPY|RUN) .*package-lock\.json/.test(i))).toBe(
      true,
    );
  });

  it('installs Debian tesseract with the supported languages in the runtime image', () => {
    const packages = runs(runtime).split(/\s+/);
    for (const pkg of [
      'tesseract-ocr',
      ...['eng', 'fra', 'deu', 'spa', 'ita', 'pol'].map((l) => `tesseract-ocr-${l}`),
    ]) {
      expect(packages).toContain(pkg);
    }
  });

  it('runs as a numeric non-root user', () => {
    const users = runtime.instructions.filter((i) => i.keyword === 'USER');
    expect(users.length).toBeGreaterThan(0);
    const [user] = users[users.length - 1].args.split(':');
    expect(user).toMatch(/^\d+$/);
    expect(Number(user)).toBeGreaterThan(0);
  });

  it('starts a service by default and lets the container command choose another', () => {
    const cmd = runtime.instructions.find((i) => i.keyword === 'CMD');
    expect(JSON.parse(cmd!.args)).toEqual([
      'node',
      '-r',
      './scripts/register.js',
      'services/gateway/src/main.ts',
    ]);
    const entrypoint = runtime.instructions.find((i) => i.keyword === 'ENTRYPOINT');
    // An entrypoint must only wrap the command (tini), not replace it.
    if (entrypoint)
      expect(JSON.parse(entrypoint.args)[JSON.parse(entrypoint.args).length - 1]).toBe('--');
  });
});

describe('.dockerignore', () => {
  const entries = fs
    .readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('keeps dependencies, build output, git data and secrets out of the build context', () => {
    expect(entries).toEqual(
      expect.arrayContaining(['node_modules', '**/node_modules', '**/dist', '.git', '.env']),
    );
  });

  it('keeps the files the build needs', () => {
    for (const needed of [
      'package.json',
      'package-lock.json',
      '.npmrc',
      'scripts',
      'tsconfig.base.json',
    ]) {
      expect(entries).not.toContain(needed);
    }
  });
});
