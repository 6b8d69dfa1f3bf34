import http from 'node:http';

/** Auth's identity look-up: session token `s-<n>` is user `bench-<n>`. */
export async function startAuthStandIn() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/internal/identity/resolve') {
        const { sessionToken } = JSON.parse(body || '{}') as { sessionToken?: string };
        if (sessionToken?.startsWith('s-')) {
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({
              kind: 'user',
              userId: `bench-${sessionToken.slice(2)}`,
              sessionId: sessionToken,
            }),
          );
          return;
        }
        res.statusCode = 401;
        res.end('{}');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
