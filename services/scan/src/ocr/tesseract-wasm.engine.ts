import type { TextDetector } from './text-detector';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';
import type { OcrEngine, OcrPage, RecognizeOptions } from './ocr-engine';
import { pageFromTsv } from './tesseract-tsv';

export interface WasmTesseractOptions {
  /** `eng+fra`; default: the languages shipped as npm packages (English and French). */
  langs?: string;
  poolSize: number;
}

const NPM_DEFAULT_LANGS = ['eng', 'fra'];
const SYSTEM_TESSDATA = [
  process.env.TESSDATA_PREFIX,
  '/usr/share/tesseract-ocr/5/tessdata',
  '/usr/share/tesseract-ocr/4.00/tessdata',
].filter((d): d is string => Boolean(d));

/**
 * Where each language's data lies, without any download: the `@tesseract.js-data/<lang>` npm
 * package when installed, else the traineddata file of a system tesseract.
 */
function languageFile(lang: string): string {
  try {
    const pkg = require.resolve(`@tesseract.js-data/${lang}/package.json`);
    const file = path.join(path.dirname(pkg), '4.0.0_best_int', `${lang}.traineddata.gz`);
    if (existsSync(file)) return file;
  } catch {
    // not installed from npm; try the system data below
  }
  for (const dir of SYSTEM_TESSDATA) {
    const file = path.join(dir, `${lang}.traineddata`);
    if (existsSync(file)) return file;
  }
  throw new Error(
    `OCR_LANGS: no tesseract data for ${lang} (install @tesseract.js-data/${lang} or tesseract-ocr-${lang})`,
  );
}

/**
 * tesseract.js reads every language from one folder, but each npm package has its own: a stable
 * folder of links (one per set of sources, made once and reused) brings them together.
 */
function languageFolder(langs: string[]): string {
  const files = langs.map((lang) => ({ lang, file: languageFile(lang) }));
  const id = createHash('sha256')
    .update(files.map((f) => f.file).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `labellens-tessdata-${id}`);
  mkdirSync(dir, { recursive: true });
  for (const { lang, file } of files) {
    // The npm data is gzipped, the system data is not: tesseract.js sniffs which it got.
    const link = path.join(dir, `${lang}.traineddata.gz`);
    if (!existsSync(link)) symlinkSync(file, link);
  }
  return dir;
}

/**
 * tesseract.js (WebAssembly) in a pool of warm workers: starting a worker costs 0.3–0.5 s, so
 * they are created once and reused for every page. Used where no tesseract binary is installed,
 * so a plain `npm install` can read labels.
 */
export class WasmTesseractEngine implements OcrEngine {
  readonly name = 'tesseract-wasm';
  // Every worker has all its languages loaded; a second pass would read the same way.
  readonly tunable = false;
  readonly languageAware = false;
  detector: TextDetector | null = null;

  private constructor(
    private readonly scheduler: Scheduler,
    readonly languages: readonly string[],
    readonly parallelism: number,
  ) {}

  static async create(options: WasmTesseractOptions): Promise<WasmTesseractEngine> {
    const langs = options.langs ? options.langs.split('+') : NPM_DEFAULT_LANGS;
    const langPath = languageFolder(langs);
    const scheduler = createScheduler();
    try {
      const workers = await Promise.all(
        Array.from({ length: options.poolSize }, () =>
          createWorker(langs, OEM.LSTM_ONLY, {
            langPath,
            // Read from the packages every time: no cache files in the working directory.
            cacheMethod: 'none',
            gzip: true,
            errorHandler: () => undefined,
          }),
        ),
      );
      for (const worker of workers) scheduler.addWorker(worker);
    } catch (err) {
      await scheduler.terminate();
      throw err;
    }
    return new WasmTesseractEngine(scheduler, langs, options.poolSize);
  }

  async recognize(image: Buffer, options: RecognizeOptions): Promise<OcrPage> {
    const result = await this.scheduler.addJob(
      'recognize',
      image,
      {},
      { text: false, blocks: false, tsv: true },
    );
    return {
      width: options.width,
      height: options.height,
      ...pageFromTsv(result.data.tsv ?? ''),
      engine: this.name,
      langs: this.languages.join('+'),
    };
  }

  async close(): Promise<void> {
    await this.scheduler.terminate();
    await this.detector?.close();
  }
}
