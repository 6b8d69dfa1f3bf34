import type { TextDetector } from './text-detector';
import { DetectDocumentTextCommand, TextractClient, type Block } from '@aws-sdk/client-textract';
import {
  median,
  OcrImageError,
  splitParagraphs,
  type OcrBox,
  type OcrEngine,
  type OcrPage,
  type OcrWord,
  type RecognizeOptions,
} from './ocr-engine';

export interface TextractOptions {
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  timeoutMs?: number;
}

/** AWS Textract DetectDocumentText through the official SDK (JPEG and PNG only). */
export class TextractEngine implements OcrEngine {
  readonly name = 'textract';
  readonly languages = ['eng', 'fra', 'deu', 'spa', 'ita', 'por'];
  readonly tunable = false;
  readonly languageAware = false;
  detector: TextDetector | null = null;
  private readonly client: TextractClient;

  constructor(options: TextractOptions) {
    this.client = new TextractClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
              ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
            },
          }
        : {}),
      maxAttempts: 2,
      requestHandler: { requestTimeout: options.timeoutMs ?? 30_000 },
    });
  }

  async recognize(image: Buffer, options: RecognizeOptions): Promise<OcrPage> {
    let blocks: Block[];
    try {
      const out = await this.client.send(
        new DetectDocumentTextCommand({ Document: { Bytes: image } }),
      );
      blocks = out.Blocks ?? [];
    } catch (err) {
      const name = (err as { name?: string }).name ?? '';
      if (/UnsupportedDocument|BadDocument|InvalidParameter|DocumentTooLarge/.test(name)) {
        throw new OcrImageError(`Textract could not read the image: ${name}`);
      }
      throw err;
    }
    const byId = new Map(blocks.flatMap((b) => (b.Id ? [[b.Id, b] as const] : [])));
    const raw = blocks
      .flatMap((b) => (b.BlockType === 'LINE' && b.Text ? [{ ...b, Text: b.Text }] : []))
      .map((b) => {
        const box = pixelBox(b, options);
        // The line's WORD blocks, with their own boxes and confidence: the nutrition reader cuts
        // table rows into cells at the gaps between words, as it does with tesseract's words.
        const words: (OcrWord & { box: OcrBox })[] = (b.Relationships ?? [])
          .filter((r) => r.Type === 'CHILD')
          .flatMap((r) => r.Ids ?? [])
          .flatMap((id) => {
            const w = byId.get(id);
            return w?.BlockType === 'WORD' && w.Text
              ? [{ text: w.Text, confidence: w.Confidence ?? 0, box: pixelBox(w, options) }]
              : [];
          });
        return {
          text: b.Text,
          confidence: b.Confidence ?? 0,
          box,
          height: words.length ? median(words.map((w) => w.box.h)) : box.h,
          ...(words.length ? { words } : {}),
        };
      });
    return {
      width: options.width,
      height: options.height,
      lines: splitParagraphs(raw),
      engine: this.name,
      langs: 'auto',
    };
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}

/** A block's relative bounding box in page pixels. */
function pixelBox(b: Block, size: { width: number; height: number }): OcrBox {
  const bb = b.Geometry?.BoundingBox ?? {};
  return {
    x: (bb.Left ?? 0) * size.width,
    y: (bb.Top ?? 0) * size.height,
    w: (bb.Width ?? 0) * size.width,
    h: (bb.Height ?? 0) * size.height,
  };
}
