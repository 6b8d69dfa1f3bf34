// Starts the whole LabelLens stack as child processes: auth, scan, billing, admin, the scan worker
// and the gateway. Used by `npm start` and by the whole-stack tests (with other ports and databases).
'use strict';
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');
const fs = require('node:fs');

const root = path.resolve(__dirname, '..');

const SERVICES = [
  { name: 'auth', entry: 'services/auth/src/main.ts', port: 3001 },
  { name: 'scan', entry: 'services/scan/src/main.ts', port: 3002 },
  { name: 'billing', entry: 'services/billing/src/main.ts', port: 3003 },
  { name: 'admin', entry: 'services/admin/src/main.ts', port: 3004 },
];
const WORKER = { name: 'scan-worker', entry: 'services/scan/src/worker.ts', port: 3005 };
const { WORKER_MALLOC } = require('./worker-malloc');

function parseEnvFile(file) {
  if (!fs.existsSync(file)) return {};
  const out = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/);
    if (match) out[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/** Database URL of one service: same server as DATABASE_URL, database `<prefix><service>`. */
function serviceDatabaseUrl(serverUrl, prefix, service) {
  const url = new URL(serverUrl);
  url.pathname = `/${prefix}${service}`;
  return url.toString();
}

function checkTcp(urlString, label, howToStart) {
  const url = new URL(urlString);
  const port = Number(url.port || (url.protocol.startsWith('redis') ? 6379 : 5432));
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    const fail = (why) => {
      socket.destroy();
      reject(
        new Error(
          `${label} is not reachable at ${url.hostname}:${port} (${why}).\n  Start it with: ${howToStart}`,
        ),
      );
    };
    socket.once('timeout', () => fail('timed out'));
    socket.once('error', (err) => fail(err.code || err.message));
  });
}

async function checkInfrastructure(env) {
  await checkTcp(
    env.DATABASE_URL,
    'PostgreSQL (DATABASE_URL)',
    'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start   (install: apt-get install -y postgresql)',
  );
  await checkTcp(
    env.REDIS_URL,
    'Redis (REDIS_URL)',
    'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no   (install: apt-get install -y redis-server)',
  );
}

function waitForHttp(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = async () => {
      if (!isAlive()) return reject(new Error(`process for ${url} exited`));
      try {
        const res = await fetch(url);
        if (res.ok) return resolve();
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) return reject(new Error(`${url} not ready after ${timeoutMs} ms`));
      setTimeout(attempt, 150);
    };
    attempt();
  });
}

/**
 * @param {object} options
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @param {number} [options.gatewayPort]
 * @param {number} [options.portBase] services listen on portBase+1..+5 (default 3000)
 * @param {Record<string, number>} [options.servicePorts] explicit port per process name (tests)
 * @param {string} [options.databasePrefix] database name prefix (default labellens_)
 * @param {(name: string, line: string) => void} [options.log]
 */
async function startStack(options = {}) {
  const fileEnv = parseEnvFile(path.join(root, '.env'));
  const base = { ...fileEnv, ...process.env, ...(options.env || {}) };
  base.DATABASE_URL = base.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  base.REDIS_URL = base.REDIS_URL || 'redis://127.0.0.1:6379';
  await checkInfrastructure(base);

  const prefix = options.databasePrefix || 'labellens_';
  const portBase = options.portBase ?? 3000;
  const gatewayPort = options.gatewayPort ?? Number(base.PORT || 8080);
  const log = options.log || ((name, line) => process.stdout.write(`[${name}] ${line}\n`));
  const children = [];
  let stopping = false;
  let onUnexpectedExit = () => undefined;

  const launch = (name, entry, env) => {
    const child = spawn(
      process.execPath,
      ['-r', path.join(root, 'scripts/register.js'), path.join(root, entry)],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const forward = (stream) => {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop();
        for (const line of lines) if (line.trim()) log(name, line);
      });
    };
    forward(child.stdout);
    forward(child.stderr);
    child.alive = true;
    child.on('exit', (code, signal) => {
      child.alive = false;
      if (!stopping) {
        log(name, `exited unexpectedly (${signal || code})`);
        onUnexpectedExit(name);
      }
    });
    children.push(child);
    return child;
  };

  const urls = {};
  const portOf = (svc, index) =>
    (options.servicePorts && options.servicePorts[svc.name]) || portBase + index + 1;
  for (const [index, svc] of [...SERVICES, WORKER].entries())
    urls[svc.name] = `http://127.0.0.1:${portOf(svc, index)}`;
  // Every process learns where the others are (scan calls billing; auth gathers exports).
  const serviceLinks = {
    AUTH_URL: urls.auth,
    SCAN_URL: urls.scan,
    BILLING_URL: urls.billing,
    ADMIN_URL: urls.admin,
  };
  const starts = [];
  for (const [index, svc] of [...SERVICES, WORKER].entries()) {
    const port = portOf(svc, index);
    const dbService = svc.name === 'scan-worker' ? 'scan' : svc.name;
    const env = {
      ...base,
      ...serviceLinks,
      PORT: String(port),
      DATABASE_URL: serviceDatabaseUrl(base.DATABASE_URL, prefix, dbService),
      // The API process of scan owns migrations; the worker never races it.
      MIGRATE_ON_START: svc.name === 'scan-worker' ? 'false' : base.MIGRATE_ON_START || 'true',
    };
    if (svc.name === 'scan-worker') continue; // started once scan has migrated
    const child = launch(svc.name, svc.entry, env);
    starts.push(waitForHttp(`${urls[svc.name]}/health/ready`, 60_000, () => child.alive));
  }
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (!child.alive) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await Promise.all(starts);
    if (fs.existsSync(path.join(root, WORKER.entry))) {
      const workerPort = portOf(WORKER, SERVICES.length);
      const worker = launch(WORKER.name, WORKER.entry, {
        ...WORKER_MALLOC,
        ...base,
        ...serviceLinks,
        PORT: String(workerPort),
        MIGRATE_ON_START: 'false',
        DATABASE_URL: serviceDatabaseUrl(base.DATABASE_URL, prefix, 'scan'),
      });
      await waitForHttp(`${urls['scan-worker']}/health/ready`, 60_000, () => worker.alive);
    }
    const gateway = launch('gateway', 'services/gateway/src/main.ts', {
      ...base,
      ...serviceLinks,
      PORT: String(gatewayPort),
    });
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/health/ready`, 60_000, () => gateway.alive);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://localhost:${gatewayPort}`,
    serviceUrls: urls,
    databaseUrl: (service) => serviceDatabaseUrl(base.DATABASE_URL, prefix, service),
    stop,
    onUnexpectedExit: (fn) => {
      onUnexpectedExit = fn;
    },
  };
}

module.exports = {
  startStack,
  checkInfrastructure,
  serviceDatabaseUrl,
  parseEnvFile,
  SERVICES,
  WORKER,
  root,
};
