import type { TextDetector } from './text-detector';
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  DEFAULT_OCR_LANGS,
  OcrImageError,
  Pool,
  type OcrEngine,
  type OcrPage,
  type PageImage,
  type RecognizeOptions,
} from './ocr-engine';
import { pageFromTsv, tsvPages } from './tesseract-tsv';

const run = promisify(execFile);

export interface NativeTesseractOptions {
  binary: string;
  /** Requested languages (`eng+fra`), or undefined for every supported one installed. */
  langs?: string;
  poolSize: number;
  timeoutMs?: number;
}

/** Languages the installed binary has data for, or null when the binary does not run. */
export async function installedTesseractLanguages(binary: string): Promise<string[] | null> {
  try {
    const { stdout, stderr } = await run(binary, ['--list-langs'], { timeout: 5000 });
    // tesseract 5 prints the list on stdout, older versions on stderr.
    return `${stdout}\n${stderr}`
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^[a-z]{3}(?:_[a-z]+)?$/.test(l) && l !== 'osd');
  } catch {
    return null;
  }
}

/**
 * Debian's tesseract binary, one process per page: the image goes in on stdin and TSV comes out
 * on stdout, so nothing touches the disk. OMP_THREAD_LIMIT=1 because OpenMP threads make one page
 * four times slower on a busy machine; parallelism comes from running `poolSize` pages at once.
 */
export class NativeTesseractEngine implements OcrEngine {
  readonly name = 'tesseract-native';
  readonly tunable = true;
  readonly languageAware = true;
  detector: TextDetector | null = null;
  private readonly pool: Pool;
  private readonly children = new Set<ReturnType<typeof spawn>>();

  private constructor(
    private readonly options: NativeTesseractOptions,
    readonly languages: readonly string[],
  ) {
    this.pool = new Pool(options.poolSize);
  }

  get parallelism(): number {
    return this.options.poolSize;
  }

  static async create(options: NativeTesseractOptions): Promise<NativeTesseractEngine> {
    const installed = await installedTesseractLanguages(options.binary);
    if (!installed) throw new Error(`the tesseract binary "${options.binary}" could not be run`);
    const wanted = options.langs
      ? options.langs.split('+')
      : DEFAULT_OCR_LANGS.filter((l) => installed.includes(l));
    const missing = wanted.filter((l) => !installed.includes(l));
    if (missing.length > 0) {
      throw new Error(
        `OCR_LANGS: no tesseract data for ${missing.join(', ')} (installed: ${installed.join(', ') || 'none'})`,
      );
    }
    if (wanted.length === 0)
      throw new Error('OCR_LANGS: tesseract has no usable language data installed');
    return new NativeTesseractEngine(options, wanted);
  }

  private langArg(requested: readonly string[] | undefined): string {
    const langs = (requested?.length ? requested : [this.languages[0]]).filter((l) =>
      this.languages.includes(l),
    );
    return (langs.length > 0 ? langs : [this.languages[0]]).join('+');
  }

  recognize(image: Buffer, options: RecognizeOptions): Promise<OcrPage> {
    const langArg = this.langArg(options.langs);
    return this.pool.run(async () => {
      const tsv = await this.spawnTesseract(image, langArg, settingsOf(options));
      return this.page(tsv, options.width, options.height, langArg);
    });
  }

  /**
   * The images in at most `poolSize` tesseract runs, each reading a list of files as pages: one
   * process and one model load for many paragraphs (each costs ≈ 50 ms of CPU, and spawning
   * blocks Node's thread for ≈ 25 ms). Pages are read one by one as alone: the output is the same.
   */
  async recognizeMany(
    images: readonly PageImage[],
    options: Omit<RecognizeOptions, 'width' | 'height'>,
  ): Promise<OcrPage[]> {
    const langArg = this.langArg(options.langs);
    const pages: OcrPage[] = new Array<OcrPage>(images.length);
    await Promise.all(
      balancedRuns(images, this.options.poolSize).map((run) =>
        this.pool.run(async () => {
          const tsvs =
            run.length === 1
              ? [await this.spawnTesseract(images[run[0]].png, langArg, settingsOf(options))]
              : await this.readList(
                  run.map((i) => images[i].png),
                  langArg,
                  settingsOf(options),
                );
          run.forEach((i, n) => {
            pages[i] = this.page(tsvs[n], images[i].width, images[i].height, langArg);
          });
        }),
      ),
    );
    return pages;
  }

  private page(tsv: string, width: number, height: number, langs: string): OcrPage {
    return { width, height, ...pageFromTsv(tsv), engine: this.name, langs };
  }

  /** Tesseract's TSV of each image, read as the pages of one list file. */
  private async readList(
    images: Buffer[],
    langs: string,
    settings: readonly string[],
  ): Promise<string[]> {
    const dir = await mkdtemp(join(tmpdir(), 'labellens-ocr-'));
    try {
      const files = images.map((_, i) => join(dir, `${i}.png`));
      await Promise.all(images.map((image, i) => writeFile(files[i], image)));
      const list = join(dir, 'pages.txt');
      await writeFile(list, `${files.join('\n')}\n`);
      return tsvPages(await this.spawnTesseract(list, langs, settings), images.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** `input`: the image itself (sent on stdin), or the path of a list of image files. */
  private spawnTesseract(
    input: Buffer | string,
    langs: string,
    settings: readonly string[],
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        this.options.binary,
        [typeof input === 'string' ? input : 'stdin', 'stdout', '-l', langs, ...settings, 'tsv'],
        {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      this.children.add(child);
      const out: Buffer[] = [];
      let err = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), this.options.timeoutMs ?? 60_000);
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      // A closed stdin (tesseract exited early on a bad image) must not crash the worker.
      child.stdin.on('error', () => undefined);
      child.on('error', (e) => {
        clearTimeout(timer);
        this.children.delete(child);
        reject(e);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        this.children.delete(child);
        if (code === 0) {
          resolve(Buffer.concat(out).toString('utf8'));
          return;
        }
        if (signal) {
          reject(new Error(`tesseract was stopped (${signal})`));
          return;
        }
        const message = err.trim().split('\n').slice(-2).join(' ');
        if (/pixRead|Error in pix|image file|Unsupported image/i.test(err)) {
          reject(new OcrImageError(`tesseract could not read the image: ${message}`));
          return;
        }
        reject(new Error(`tesseract exited with ${code}: ${message}`));
      });
      child.stdin.end(typeof input === 'string' ? undefined : input);
    });
  }

  async close(): Promise<void> {
    for (const child of this.children) child.kill('SIGKILL');
    await this.detector?.close();
  }
}

/**
 * Tesseract's settings for a reading: psm 6 reads the page as one block (robust to skew), psm 3
 * analyses the layout (finds titles). A cleaned paragraph is dark on light already: tesseract's
 * second reading of each unsure line inverted (`tessedit_do_invert`) is skipped, about a tenth of
 * its time on phone photos. Elsewhere it stays: the flip check compares confidences with it.
 */
function settingsOf(options: Pick<RecognizeOptions, 'layout' | 'darkOnLight'>): string[] {
  return [
    '--psm',
    options.layout === 'auto' ? '3' : '6',
    ...(options.darkOnLight ? ['-c', 'tessedit_do_invert=0'] : []),
  ];
}

/**
 * Indexes of the images split into at most `runs` groups of about equal pixels (largest first,
 * each to the lightest group), so parallel runs end at about the same time.
 */
export function balancedRuns(images: readonly PageImage[], runs: number): number[][] {
  const groups = Array.from({ length: Math.max(1, Math.min(runs, images.length)) }, () => ({
    pixels: 0,
    members: [] as number[],
  }));
  const bySize = images.map((_, i) => i).sort((a, b) => pixels(images[b]) - pixels(images[a]));
  for (const i of bySize) {
    const lightest = groups.reduce((a, b) => (b.pixels < a.pixels ? b : a));
    lightest.pixels += pixels(images[i]);
    lightest.members.push(i);
  }
  return groups.filter((g) => g.members.length > 0).map((g) => g.members);
}

const pixels = (image: PageImage) => image.width * image.height;
