import net from 'node:net';

/*
 * Ports are handed out below Linux's ephemeral range (32768–60999). A port the
 * OS picked from that range can be taken, between the check and the listen, as
 * the source port of any outgoing connection (CI once failed with EADDRINUSE on
 * a port found free a moment before). Each jest worker also draws from its own
 * slice, so two workers never race for the same port.
 */
const LOWEST = 20_000;
const SLICE = 1_000;
const SLICES = 12;
const worker = Number(process.env['JEST_WORKER_ID'] ?? process.pid);
const sliceStart = LOWEST + (worker % SLICES) * SLICE;
let offset = Math.floor(Math.random() * SLICE);

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () =>
      server.close(() => {
        resolve(true);
      }),
    );
  });
}

/** A free TCP port on 127.0.0.1, outside the range outgoing connections draw from. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < SLICE; tries += 1) {
    offset = (offset + 1) % SLICE;
    const port = sliceStart + offset;
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${sliceStart}–${sliceStart + SLICE - 1}`);
}
