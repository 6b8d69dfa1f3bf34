import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ComposeService } from '../src';
import { renderCompose, repoRoot, runTool, unpinnedReason } from '../src';

const composeFile = path.join(repoRoot, 'docker-compose.yml');
const appServices = ['gateway', 'auth', 'scan', 'billing', 'admin', 'scan-worker'];
const migrated = ['auth', 'scan', 'billing', 'admin'];
const infrastructure = ['postgres', 'redis', 'kafka', 'mailpit'];
const entryPoints: Record<string, string> = {
  gateway: 'services/gateway/src/main.ts',
  auth: 'services/auth/src/main.ts',
  scan: 'services/scan/src/main.ts',
  billing: 'services/billing/src/main.ts',
  admin: 'services/admin/src/main.ts',
  'scan-worker': 'services/scan/src/worker.ts',
};

function commandOf(service: ComposeService): string[] {
  const { command } = service;
  return Array.isArray(command) ? command : (command ?? '').split(' ');
}

function healthTest(service: ComposeService): string {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

describe('docker-compose.yml', () => {
  const rendered = renderCompose(composeFile);
  const { services } = rendered;

  it('passes docker-compose config (schema validation without an engine)', () => {
    expect(rendered.stderr).not.toMatch(/ERROR/);
    expect(rendered.status).toBe(0);
  });

  it('declares exactly the infrastructure, the migrations, every service and the worker', () => {
    const expected = [...infrastructure, ...migrated.map((s) => `migrate-${s}`), ...appServices];
    expect(Object.keys(services).sort()).toEqual(expected.sort());
  });

  it('pins every image to an exact version tag, never latest', () => {
    const problems = Object.entries(services).flatMap(([name, service]) =>
      service.image ? (unpinnedReason(service.image) ?? []) : [`${name} has no image`],
    );
    expect(problems).toEqual([]);
  });

  it('builds every LabelLens process from the one image', () => {
    const images = new Set(
      [...appServices, ...migrated.map((s) => `migrate-${s}`)].map((n) => services[n].image),
    );
    expect(images.size).toBe(1);
    for (const name of [...appServices, ...migrated.map((s) => `migrate-${s}`)]) {
      expect(services[name].build).toBeDefined();
    }
  });

  it('gives every long-running service a health check', () => {
    const longRunning = Object.entries(services).filter(([, s]) => s.restart !== 'no');
    expect(longRunning.map(([n]) => n).sort()).toEqual([...infrastructure, ...appServices].sort());
    const missing = longRunning
      .filter(([, s]) => !s.healthcheck || s.healthcheck.disable || healthTest(s).trim() === '')
      .map(([n]) => n);
    expect(missing).toEqual([]);
  });

  it('checks service health with a Node fetch of /health/ready (no curl in the image)', () => {
    for (const name of appServices) {
      const test = services[name].healthcheck?.test;
      expect(Array.isArray(test) && test[0] === 'CMD' && test[1] === 'node').toBe(true);
      expect(healthTest(services[name])).toContain('/health/ready');
      expect(healthTest(services[name])).toContain('fetch(');
    }
  });

  it('starts each process with its own entry point', () => {
    for (const name of appServices) {
      expect(commandOf(services[name])).toEqual([
        'node',
        '-r',
        './scripts/register.js',
        entryPoints[name],
      ]);
    }
  });

  it('runs one-shot migrations per service database once PostgreSQL is healthy', () => {
    for (const svc of migrated) {
      const migration = services[`migrate-${svc}`];
      expect(commandOf(migration)).toEqual([
        'node',
        '-r',
        './scripts/register.js',
        'scripts/migrate.ts',
        svc,
      ]);
      expect(migration.restart).toBe('no');
      expect(migration.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
      expect(String(migration.environment?.DATABASE_URL)).toMatch(
        new RegExp(`@postgres:5432/labellens_${svc}$`),
      );
    }
  });

  it('starts services only after their migration succeeded and their dependencies are healthy', () => {
    for (const svc of migrated) {
      expect(services[svc].depends_on).toMatchObject({
        [`migrate-${svc}`]: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
        kafka: { condition: 'service_healthy' },
      });
    }
    expect(services['scan-worker'].depends_on).toMatchObject({
      'migrate-scan': { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
      kafka: { condition: 'service_healthy' },
    });
    expect(services.gateway.depends_on).toMatchObject(
      Object.fromEntries(migrated.map((s) => [s, { condition: 'service_healthy' }])),
    );
    expect(services.auth.depends_on).toMatchObject({ mailpit: { condition: 'service_healthy' } });
  });

  it('uses the Kafka bus, the mail catcher and service-to-service URLs inside the compose network', () => {
    for (const name of appServices.filter((n) => n !== 'gateway')) {
      expect(services[name].environment).toMatchObject({
        EVENT_BUS: 'kafka',
        KAFKA_BROKERS: 'kafka:9092',
      });
      expect(services[name].environment?.REDIS_URL).toBe('redis://redis:6379');
    }
    expect(services.auth.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(services.scan.environment?.BILLING_URL).toBe('http://billing:3003');
    expect(services.gateway.environment).toMatchObject({
      AUTH_URL: 'http://auth:3001',
      SCAN_URL: 'http://scan:3002',
      BILLING_URL: 'http://billing:3003',
      ADMIN_URL: 'http://admin:3004',
    });
    const ports: Record<string, number> = {
      gateway: 8080,
      auth: 3001,
      scan: 3002,
      billing: 3003,
      admin: 3004,
      'scan-worker': 3005,
    };
    for (const [name, port] of Object.entries(ports)) {
      expect(Number(services[name].environment?.PORT)).toBe(port);
    }
  });

  it('publishes only the gateway on 8080 among LabelLens processes', () => {
    const published = (s: ComposeService) =>
      (s.ports ?? []).map((p) => (typeof p === 'string' ? p : `${p.published}:${p.target}`));
    expect(published(services.gateway)).toEqual(
      expect.arrayContaining([expect.stringMatching(/(^|:)8080:8080$/)]),
    );
    for (const name of appServices.filter((n) => n !== 'gateway')) {
      expect(published(services[name])).toEqual([]);
    }
  });

  it('runs Kafka in KRaft mode (combined broker and controller, no ZooKeeper)', () => {
    const env = services.kafka.environment ?? {};
    expect(String(env.KAFKA_PROCESS_ROLES).split(',').sort()).toEqual(['broker', 'controller']);
    expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).toBeDefined();
    expect(env.KAFKA_ADVERTISED_LISTENERS).toBe('PLAINTEXT://kafka:9092');
    expect(Object.keys(env).some((k) => /ZOOKEEPER/.test(k))).toBe(false);
  });

  it('runs LabelLens containers with a read-only root filesystem and a writable /tmp', () => {
    for (const name of [...appServices, ...migrated.map((s) => `migrate-${s}`)]) {
      expect(services[name].read_only).toBe(true);
      expect([services[name].tmpfs].flat()).toContain('/tmp');
    }
  });

  it('mounts the database init scripts into PostgreSQL', () => {
    const mounts = (services.postgres.volumes ?? []).map((v) =>
      typeof v === 'string' ? v : `${v.source}:${v.target}`,
    );
    const init = mounts.find((m) => m.includes('/docker-entrypoint-initdb.d'));
    expect(init).toBeDefined();
    expect(init).toContain(path.join(repoRoot, 'docker', 'postgres', 'init'));
  });

  it('rejects an invalid compose file (the validation is real)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-check-'));
    try {
      const broken = fs
        .readFileSync(composeFile, 'utf8')
        .replace('condition: service_completed_successfully', 'condition: service_finished');
      fs.writeFileSync(path.join(dir, 'docker-compose.yml'), broken);
      const result = renderCompose(path.join(dir, 'docker-compose.yml'), dir);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/service_finished/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('docker/postgres/init', () => {
  const initDir = path.join(repoRoot, 'docker', 'postgres', 'init');
  const scripts = fs
    .readdirSync(initDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

  it('creates the four service databases, and the SQL runs on a real PostgreSQL', () => {
    expect(scripts.length).toBeGreaterThan(0);
    // Run under unique names so the shared local server's real labellens_* databases stay untouched.
    const prefix = `pc_${randomBytes(4).toString('hex')}_`;
    const sql = scripts
      .map((f) => fs.readFileSync(path.join(initDir, f), 'utf8'))
      .join('\n')
      .replace(/\blabellens_/g, `${prefix}labellens_`);
    const names = ['auth', 'scan', 'billing', 'admin'].map((s) => `${prefix}labellens_${s}`);
    const psql = (args: string[], input?: string) => {
      const file = path.join(os.tmpdir(), `${prefix}init.sql`);
      if (input !== undefined) fs.writeFileSync(file, input);
      try {
        return runTool('psql', [
          '-X',
          '-v',
          'ON_ERROR_STOP=1',
          '-h',
          process.env.PGHOST ?? '127.0.0.1',
          '-U',
          'postgres',
          '-d',
          'postgres',
          ...(input !== undefined ? ['-f', file] : []),
          ...args,
        ]);
      } finally {
        fs.rmSync(file, { force: true });
      }
    };
    try {
      const run = psql([], sql);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const listed = psql([
        '-At',
        '-c',
        `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%' ORDER BY 1`,
      ]);
      expect(listed.stdout.trim().split('\n').sort()).toEqual([...names].sort());
    } finally {
      for (const name of names) psql(['-c', `DROP DATABASE IF EXISTS "${name}"`]);
    }
  });
});
