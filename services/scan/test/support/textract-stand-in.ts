import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TextractCall {
  target: string;
  authorization: string;
  bytes: number;
}

interface TsvWord {
  key: string;
  text: string;
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

function tesseractTsv(image: Buffer): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '--psm', '3', 'tsv'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      resolve(code === 0 ? Buffer.concat(out).toString('utf8') : null);
    });
    child.stdin.end(image);
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function awsError(res: ServerResponse, status: number, type: string, message: string): void {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': type,
    'x-amzn-requestid': 'stand-in',
  });
  res.end(JSON.stringify({ __type: type, message }));
}

/**
 * A local server speaking Textract's AWS JSON 1.1 protocol for DetectDocumentText (POST /,
 * `X-Amz-Target: Textract.DetectDocumentText`, a SigV4-signed request). It reads the image with
 * the local tesseract and answers PAGE, LINE and WORD blocks with relative geometry, as Textract does.
 */
export async function startTextractStandIn() {
  const calls: TextractCall[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const target = String(req.headers['x-amz-target'] ?? '');
      const authorization = req.headers.authorization ?? '';
      if (
        !/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[a-z0-9-]+\/textract\/aws4_request/.test(
          authorization,
        )
      ) {
        awsError(
          res,
          403,
          'MissingAuthenticationTokenException',
          'Missing or malformed SigV4 signature',
        );
        return;
      }
      if (target !== 'Textract.DetectDocumentText') {
        awsError(res, 400, 'UnknownOperationException', target);
        return;
      }
      const body = JSON.parse(raw) as { Document?: { Bytes?: string } };
      const image = Buffer.from(body.Document?.Bytes ?? '', 'base64');
      calls.push({ target, authorization, bytes: image.length });
      const tsv = image.length > 0 ? await tesseractTsv(image) : null;
      if (tsv === null) {
        awsError(
          res,
          400,
          'UnsupportedDocumentException',
          'Request has unsupported document format',
        );
        return;
      }

      const rows = tsv.split('\n').map((r) => r.split('\t'));
      const page = rows.find((r) => r[0] === '1');
      const pageW = Number(page?.[8] ?? 1);
      const pageH = Number(page?.[9] ?? 1);
      const words: TsvWord[] = rows
        .filter((r) => r[0] === '5' && (r[11] ?? '').trim())
        .map((r) => ({
          key: `${r[2]}.${r[3]}.${r[4]}`,
          text: r[11].trim(),
          conf: Number(r[10]),
          left: Number(r[6]),
          top: Number(r[7]),
          width: Number(r[8]),
          height: Number(r[9]),
        }));
      const geometry = (left: number, top: number, width: number, height: number) => ({
        BoundingBox: {
          Width: width / pageW,
          Height: height / pageH,
          Left: left / pageW,
          Top: top / pageH,
        },
      });
      const blocks: Record<string, unknown>[] = [];
      const lineIds: string[] = [];
      const lines = new Map<string, TsvWord[]>();
      for (const w of words) lines.set(w.key, [...(lines.get(w.key) ?? []), w]);
      let n = 0;
      for (const lineWords of lines.values()) {
        const lineId = `line-${++n}`;
        const wordIds = lineWords.map((w, i) => {
          const id = `${lineId}-word-${i}`;
          blocks.push({
            BlockType: 'WORD',
            Id: id,
            Text: w.text,
            Confidence: w.conf,
            TextType: 'PRINTED',
            Geometry: geometry(w.left, w.top, w.width, w.height),
          });
          return id;
        });
        const left = Math.min(...lineWords.map((w) => w.left));
        const top = Math.min(...lineWords.map((w) => w.top));
        const right = Math.max(...lineWords.map((w) => w.left + w.width));
        const bottom = Math.max(...lineWords.map((w) => w.top + w.height));
        blocks.push({
          BlockType: 'LINE',
          Id: lineId,
          Text: lineWords.map((w) => w.text).join(' '),
          Confidence: lineWords.reduce((s, w) => s + w.conf, 0) / lineWords.length,
          Geometry: geometry(left, top, right - left, bottom - top),
          Relationships: [{ Type: 'CHILD', Ids: wordIds }],
        });
        lineIds.push(lineId);
      }
      blocks.unshift({
        BlockType: 'PAGE',
        Id: 'page-1',
        Geometry: geometry(0, 0, pageW, pageH),
        Relationships: [{ Type: 'CHILD', Ids: lineIds }],
      });
      res.writeHead(200, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': `stand-in-${calls.length}`,
      });
      res.end(
        JSON.stringify({
          DocumentMetadata: { Pages: 1 },
          Blocks: blocks,
          DetectDocumentTextModelVersion: '1.0',
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

export type TextractStandIn = Awaited<ReturnType<typeof startTextractStandIn>>;
