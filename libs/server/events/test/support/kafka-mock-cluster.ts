import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface KafkaMockCluster {
  /** Bootstrap address for clients (the controller-fixing proxy in front of the mock broker). */
  bootstrap: string;
  /** The mock broker itself, as printed by librdkafka. */
  brokerAddress: string;
  /**
   * The broker unreachable for `ms` (every connection cut, new ones refused), then back with its
   * data, as a real broker's restart or a network partition looks to clients.
   */
  outage(ms: number): Promise<void>;
  /**
   * The broker comes back with nothing: every topic, message, consumer group and producer id lost
   * (a broker whose log directories were wiped). A fresh mock cluster behind the same address.
   */
  wipe(): Promise<void>;
  stop(): Promise<void>;
}

const METADATA = 3;
const FIND_COORDINATOR = 10;

/**
 * Starts librdkafka's in-memory mock cluster through Debian's kcat (it speaks the real Kafka
 * protocol; topics auto-create) and returns its address.
 *
 * librdkafka 2.0.2's mock answers Metadata with ControllerId 0 while its only broker has id 1.
 * kafkajs's idempotent producer sends InitProducerId to the controller, so it fails with
 * "Broker 0 not found". Real brokers report a valid controller, so rather than weaken the
 * production producer settings, a byte-level proxy rewrites that one field to the first broker
 * (and points advertised broker/coordinator ports at itself). Everything else passes untouched.
 */
export async function startKafkaMockCluster(): Promise<KafkaMockCluster> {
  let { kcat, brokerAddress } = await startMockBroker();
  const target = { address: brokerAddress };
  const proxy = await startControllerFixingProxy(target);
  const proxyPort = (proxy.server.address() as net.AddressInfo).port;
  return {
    bootstrap: `127.0.0.1:${proxyPort}`,
    get brokerAddress() {
      return target.address;
    },
    outage: async (ms) => {
      proxy.setDown(true);
      proxy.destroyAll();
      await new Promise((resolve) => setTimeout(resolve, ms));
      proxy.setDown(false);
    },
    wipe: async () => {
      proxy.setDown(true);
      proxy.destroyAll();
      await stopKcat(kcat);
      ({ kcat, brokerAddress } = await startMockBroker());
      target.address = brokerAddress;
      proxy.setDown(false);
    },
    stop: async () => {
      proxy.destroyAll();
      await new Promise<void>((resolve) =>
        proxy.server.close(() => {
          resolve();
        }),
      );
      await stopKcat(kcat);
    },
  };
}

async function stopKcat(kcat: ChildProcess): Promise<void> {
  if (kcat.exitCode !== null) return;
  const exited = new Promise<void>((resolve) =>
    kcat.once('exit', () => {
      resolve();
    }),
  );
  kcat.kill('SIGTERM');
  await exited;
}

async function startMockBroker(): Promise<{ kcat: ChildProcess; brokerAddress: string }> {
  const kcat = spawn(
    'kcat',
    [
      '-X',
      'test.mock.num.brokers=1',
      '-b',
      'dummy',
      '-C',
      '-t',
      'labellens-mock-anchor',
      '-o',
      'beginning',
      '-u',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { kcat, brokerAddress: await readBrokerAddress(kcat) };
}

function splitAddress(address: string): [string, number] {
  const index = address.lastIndexOf(':');
  return [address.slice(0, index), Number(address.slice(index + 1))];
}

function readBrokerAddress(kcat: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => {
      fail(new Error(`kcat printed no mock cluster address:\n${stderr}`));
    }, 10_000);
    function fail(err: Error): void {
      clearTimeout(timer);
      kcat.kill('SIGKILL');
      reject(err);
    }
    kcat.once('error', (err) => {
      fail(new Error(`cannot run kcat (apt-get install -y kcat): ${err.message}`));
    });
    kcat.once('exit', (code) => {
      fail(new Error(`kcat exited with ${code} before the mock cluster started:\n${stderr}`));
    });
    kcat.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // "Mock cluster enabled: original bootstrap.servers and security.protocol ignored and replaced with 127.0.0.1:40123"
      const match = /Mock cluster enabled:.*?((?:\d{1,3}\.){3}\d{1,3}:\d+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        kcat.removeAllListeners('exit');
        resolve(match[1]);
      }
    });
  });
}

/** Splits a byte stream into Kafka frames (int32 size prefix). */
function frameReader(onFrame: (frame: Buffer) => void): (chunk: Buffer) => void {
  let buffered: Buffer = Buffer.alloc(0);
  return (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (buffered.length >= 4) {
      const size = buffered.readInt32BE(0);
      if (buffered.length < 4 + size) break;
      onFrame(Buffer.from(buffered.subarray(0, 4 + size)));
      buffered = buffered.subarray(4 + size);
    }
  };
}

async function startControllerFixingProxy(target: {
  address: string;
}): Promise<{ server: net.Server; destroyAll(): void; setDown(down: boolean): void }> {
  const sockets = new Set<net.Socket>();
  let ownPort = 0;
  let down = false;

  // Rewrites fixed-size fields in place (kafkajs uses the non-flexible versions handled here).
  function rewrite(frame: Buffer, apiKey: number, apiVersion: number): void {
    let offset = 8; // size + correlation id
    const skipString = (): void => {
      const length = frame.readInt16BE(offset);
      offset += 2 + Math.max(0, length);
    };
    if (apiKey === METADATA && apiVersion >= 1 && apiVersion <= 8) {
      if (apiVersion >= 3) offset += 4; // throttle_time_ms
      const brokers = frame.readInt32BE(offset);
      offset += 4;
      let firstBroker: number | undefined;
      for (let i = 0; i < brokers; i++) {
        firstBroker ??= frame.readInt32BE(offset);
        offset += 4;
        skipString(); // host
        frame.writeInt32BE(ownPort, offset);
        offset += 4;
        skipString(); // rack
      }
      if (apiVersion >= 2) skipString(); // cluster_id
      if (firstBroker !== undefined && frame.readInt32BE(offset) !== firstBroker) {
        frame.writeInt32BE(firstBroker, offset);
      }
    } else if (apiKey === FIND_COORDINATOR && apiVersion <= 3) {
      if (apiVersion >= 1) offset += 4; // throttle_time_ms
      offset += 2; // error_code
      if (apiVersion >= 1) skipString(); // error_message
      offset += 4; // node_id
      skipString(); // host
      frame.writeInt32BE(ownPort, offset);
    }
  }

  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const [upstreamHost, upstreamPort] = splitAddress(target.address);
    const upstream = net.connect(upstreamPort, upstreamHost);
    sockets.add(client);
    sockets.add(upstream);
    const requests = new Map<number, { apiKey: number; apiVersion: number }>();
    client.on(
      'data',
      frameReader((frame) => {
        requests.set(frame.readInt32BE(8), {
          apiKey: frame.readInt16BE(4),
          apiVersion: frame.readInt16BE(6),
        });
        upstream.write(frame);
      }),
    );
    upstream.on(
      'data',
      frameReader((frame) => {
        const correlationId = frame.readInt32BE(4);
        const request = requests.get(correlationId);
        requests.delete(correlationId);
        if (request) rewrite(frame, request.apiKey, request.apiVersion);
        client.write(frame);
      }),
    );
    const close = (): void => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve();
    }),
  );
  ownPort = (server.address() as net.AddressInfo).port;
  return {
    server,
    destroyAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    setDown: (value) => {
      down = value;
    },
  };
}
