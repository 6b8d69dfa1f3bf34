import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps every message it receives. */
export async function startSmtpReceiver(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close: () => Promise<void>;
  waitFor: (to: string, match: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const waitFor = async (to: string, match: RegExp, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = mails.length - 1; i >= 0; i--) {
        const found = mails[i].to.includes(to) ? mails[i].raw.match(match) : null;
        if (found) return found;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${match}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
