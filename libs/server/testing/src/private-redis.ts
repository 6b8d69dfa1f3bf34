import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port';

export interface PrivateRedis {
  url: string;
  port: number;
  /** `SHUTDOWN NOSAVE`, as when a Redis without persistence dies: every key and stream is gone. */
  crash(): Promise<void>;
  /** Starts a fresh, empty server on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

/**
 * A redis-server of the test's own on a free loopback port, with no persistence, so fault tests
 * can stop and restart it without touching the shared Redis on 6379.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = proc;
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (proc.exitCode !== null)
        throw new Error(`redis-server on ${port} exited (${proc.exitCode})`);
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const waitForExit = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise((resolve) => proc.once('exit', resolve));
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async crash() {
      await new Promise<void>((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port }, () =>
          socket.end('SHUTDOWN NOSAVE\r\n'),
        );
        socket.once('close', () => {
          resolve();
        });
        socket.once('error', () => {
          resolve();
        });
      });
      await waitForExit();
    },
    restart: start,
    async stop() {
      child?.kill('SIGKILL');
      await waitForExit();
    },
  };
}
