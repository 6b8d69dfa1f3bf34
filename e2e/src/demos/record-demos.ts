/**
 * Records the landing page's three demo videos from the running product: a real stack, Debian's
 * Chromium driven through three journeys, frames taken from the DevTools screencast, encoded with
 * Debian's ffmpeg (VP9 WebM). Each video gets a poster (its last frame) and WebVTT captions
 * written from the journey's own steps. Run: `npm run demos:record` (needs `ffmpeg` on the PATH).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { renderLabel, styleFor } from '../../../services/scan/test/support/label-renderer';
import {
  nutritionFactsFor,
  renderEuTable,
  tableStyleFor,
} from '../../../services/scan/test/support/nutrition-renderer';
import { signUpThroughApi } from '../support/api-user';
import { launchChromium } from '../support/chromium';
import { startSmtpReceiver } from '../support/smtp';
import { startE2eStack, type RunningStack } from '../support/stack';

const OUT_DIR = path.resolve(__dirname, '../../../apps/shell/public/media');
const VIEWPORT = { width: 390, height: 844 };
/** Frames are held for their real duration; the output is re-timed to this rate. */
const FPS = 12;
export const MAX_BYTES = 3 * 1024 * 1024;

interface Frame {
  file: string;
  at: number;
}

interface Caption {
  from: number;
  text: string;
}

/** A wait (OCR, analysis) played faster, so it lasts at most `SQUEEZED_TO` seconds. */
interface Squeeze {
  from: number;
  to: number;
}
const SQUEEZED_TO = 2.5;

/** The DevTools screencast of one page: a JPEG per painted frame, with its time. */
class Recorder {
  readonly frames: Frame[] = [];
  readonly captions: Caption[] = [];
  readonly squeezes: Squeeze[] = [];
  private started = 0;
  private cdp: CDPSession | null = null;

  constructor(
    private readonly page: Page,
    private readonly dir: string,
  ) {}

  async start(): Promise<void> {
    this.cdp = await this.page.context().newCDPSession(this.page);
    this.started = Date.now();
    this.cdp.on('Page.screencastFrame', (f: { data: string; sessionId: number }) => {
      const file = path.join(this.dir, `f${String(this.frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(f.data, 'base64'));
      this.frames.push({ file, at: (Date.now() - this.started) / 1000 });
      void this.cdp?.send('Page.screencastFrameAck', { sessionId: f.sessionId });
    });
    await this.cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 80,
      maxWidth: VIEWPORT.width,
      maxHeight: VIEWPORT.height,
      everyNthFrame: 1,
    });
  }

  /** A caption from now until the next one (or the end). */
  say(text: string): void {
    this.captions.push({ from: (Date.now() - this.started) / 1000, text });
  }

  /** Waits for `done`, and has the video play that wait fast-forwarded. */
  async squeeze<T>(done: Promise<T>): Promise<T> {
    const from = this.now();
    const value = await done;
    this.squeezes.push({ from, to: this.now() });
    return value;
  }

  private now(): number {
    return (Date.now() - this.started) / 1000;
  }

  async stop(): Promise<number> {
    // Hold the last view for a moment, then stop.
    await this.page.waitForTimeout(1500);
    await this.cdp?.send('Page.stopScreencast');
    return (Date.now() - this.started) / 1000;
  }
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Playback speed at source time `t`: 1, or faster inside a squeezed wait. */
function speedAt(rec: Recorder, t: number): number {
  const span = rec.squeezes.find((q) => t >= q.from && t < q.to);
  return span ? Math.max(1, (span.to - span.from) / SQUEEZED_TO) : 1;
}

/** Source times of the output frames, at `FPS`, squeezed waits played faster. */
function sourceTicks(rec: Recorder, end: number): number[] {
  const ticks: number[] = [];
  for (let t = 0; t < end; t += speedAt(rec, t) / FPS) ticks.push(t);
  return ticks;
}

/** Output time of source time `t`. */
function outputTime(rec: Recorder, t: number): number {
  let out = t;
  for (const q of rec.squeezes) {
    const inside = Math.max(0, Math.min(t, q.to) - q.from);
    out -= inside - inside / Math.max(1, (q.to - q.from) / SQUEEZED_TO);
  }
  return out;
}

/** Encodes the frames at a steady rate to WebM, writes the poster and the captions. */
function encode(name: string, rec: Recorder, end: number, work: string): void {
  if (rec.frames.length === 0) throw new Error(`${name}: no frames were recorded`);
  // Each output frame shows the last screencast frame painted by its source time.
  let k = 0;
  const files = sourceTicks(rec, end).map((t) => {
    while (k + 1 < rec.frames.length && rec.frames[k + 1].at <= t) k++;
    return rec.frames[k].file;
  });
  const concat = path.join(work, `${name}.txt`);
  writeFileSync(
    concat,
    `${files.map((f) => `file '${f}'\nduration ${(1 / FPS).toFixed(4)}`).join('\n')}\nfile '${files[files.length - 1]}'\n`,
  );
  const video = path.join(OUT_DIR, `${name}.webm`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    concat,
    '-vf',
    `fps=${FPS},scale=${VIEWPORT.width}:-2`,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-an',
    video,
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    rec.frames[rec.frames.length - 1].file,
    '-vf',
    `scale=${VIEWPORT.width}:-2`,
    '-q:v',
    '4',
    path.join(OUT_DIR, `${name}-poster.jpg`),
  ]);
  const length = outputTime(rec, end);
  const cues = rec.captions.map((c, i) => {
    const to = i + 1 < rec.captions.length ? outputTime(rec, rec.captions[i + 1].from) : length;
    return `${i + 1}\n${vttTime(outputTime(rec, c.from))} --> ${vttTime(to)}\n${c.text}\n`;
  });
  writeFileSync(path.join(OUT_DIR, `${name}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
  const size = statSync(video).size;
  if (size > MAX_BYTES) throw new Error(`${name}.webm is ${size} bytes, over the 3 MB budget`);
  process.stdout.write(`${name}.webm: ${(size / 1024).toFixed(0)} KB, ${length.toFixed(1)} s\n`);
}

async function slowType(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).pressSequentially(text, { delay: 25 });
}

async function scrollThrough(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(900);
}

/** Demo 1: a photo of an ingredient list read, reviewed and explained ingredient by ingredient. */
async function ingredientAnalysis(page: Page, rec: Recorder, work: string): Promise<void> {
  const photo = path.join(work, 'label.png');
  writeFileSync(
    photo,
    await renderLabel(
      {
        id: 'demo',
        lang: 'en',
        productName: 'Oat Crunch',
        header: 'INGREDIENTS:',
        ingredients: [
          'Whole grain oats',
          'sugar',
          'sunflower oil',
          'honey',
          'salt',
          'E322',
          'tocopherols',
        ],
        statements: ['Contains: oats (gluten).'],
        clutterAbove: ['NET WT 500 g'],
        clutterBelow: ['Best before: see top'],
      },
      { ...styleFor(2), blur: 0, rotate: 0, keystone: 0, jpegQuality: null },
    ),
  );
  await page.goto('/');
  await page.getByRole('button', { name: /Upload Photo/ }).waitFor();
  rec.say('Take a photo of the ingredient list, or upload one.');
  await page.waitForTimeout(1200);
  await page.locator('input[type="file"]').setInputFiles(photo);
  rec.say('LabelLens reads the list on the photo…');
  await rec.squeeze(
    page.waitForFunction(
      () => (document.querySelector('textarea')?.value ?? '').toLowerCase().includes('sugar'),
      undefined,
      { timeout: 60_000 },
    ),
  );
  rec.say('…and shows what it read, so you can check it.');
  await page.waitForTimeout(1500);
  await slowType(page, 'Product Name (optional)', 'Oat Crunch');
  rec.say('Analyze: every ingredient is rated as it arrives.');
  await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
  await rec.squeeze(page.getByText('Analysis Results').waitFor({ timeout: 60_000 }));
  rec.say('Each ingredient is explained in plain language, with its source.');
  const card = page.locator('.scan-item').first();
  await card.scrollIntoViewIfNeeded();
  await card.locator('.scan-item__header').click();
  await page.waitForTimeout(2200);
  await scrollThrough(page, '.scan-item >> nth=4');
}

/** Demo 2: the ratings, the score out of 10 and the personal verdict for a milk allergy. */
async function safetyRatings(page: Page, rec: Recorder): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Ingredients', { exact: true }).waitFor();
  rec.say('Your profile says you are allergic to milk.');
  await page.waitForTimeout(1000);
  await page
    .getByLabel('Ingredients', { exact: true })
    .fill(
      'sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, cocoa 7.4%, E250, lecithins (soya), vanillin',
    );
  await slowType(page, 'Product Name (optional)', 'Hazelnut spread');
  await page.getByRole('button', { name: 'Analyze Ingredients' }).click();
  await rec.squeeze(page.getByText('Analysis Results').waitFor({ timeout: 60_000 }));
  rec.say('The verdict for you comes first: not for you, it contains milk.');
  await page.getByTestId('personal-verdict').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2200);
  rec.say('The product score out of 10 says what it rests on.');
  await page.getByTestId('overall-rating').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2000);
  rec.say('Every ingredient has a Low, Moderate or High risk rating.');
  await scrollThrough(page, '.scan-item');
  await page.waitForTimeout(800);
  await scrollThrough(page, '.scan-item >> nth=5');
  await page.waitForTimeout(800);
}

/** Demo 3: a nutrition table read from a photo and judged per 100 g and for the whole pack. */
async function nutritionAnalysis(page: Page, rec: Recorder, work: string): Promise<void> {
  const facts = nutritionFactsFor(3);
  const file = path.join(work, 'nutrition.png');
  writeFileSync(file, await renderEuTable(facts, 'en', tableStyleFor(3)));
  await page.goto('/');
  await page.getByRole('tab', { name: /Nutrition/ }).waitFor();
  rec.say('Switch to Nutrition and photograph the nutrition table.');
  await page.getByRole('tab', { name: /Nutrition/ }).click();
  await page.waitForTimeout(1000);
  await page.locator('input[type="file"]').setInputFiles(file);
  await rec.squeeze(page.locator('.scan-facts').waitFor({ timeout: 60_000 }));
  rec.say('Check the values LabelLens read from the table.');
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Analyze Nutrition' }).click();
  await rec.squeeze(page.getByTestId('nutrition-panel').waitFor({ timeout: 60_000 }));
  rec.say('A recommendation with the reasons behind it.');
  await page.getByTestId('nutrition-panel').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
}

async function record(
  context: BrowserContext,
  name: string,
  work: string,
  journey: (page: Page, rec: Recorder) => Promise<void>,
): Promise<void> {
  const page = await context.newPage();
  const frames = mkdtempSync(path.join(work, `${name}-`));
  const rec = new Recorder(page, frames);
  await rec.start();
  await journey(page, rec);
  const end = await rec.stop();
  await page.close();
  encode(name, rec, end, work);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'll-demos-'));
  const smtp = await startSmtpReceiver();
  let stack: RunningStack | null = null;
  const chromium = await launchChromium();
  try {
    stack = await startE2eStack({ SMTP_URL: smtp.url });
    const client = await signUpThroughApi(stack.url, smtp, {
      email: `demo-${Date.now()}@example.com`,
      firstName: 'Ada',
    });
    const context = await chromium.newContext({
      viewport: VIEWPORT,
      baseURL: stack.url,
      reducedMotion: 'no-preference',
    });
    await context.addCookies([
      { name: 'll_session', value: client.cookies.get('ll_session')!, url: stack.url },
    ]);
    await record(context, 'demo-1', work, (p, r) => ingredientAnalysis(p, r, work));
    await record(context, 'demo-2', work, (p, r) => safetyRatings(p, r));
    await record(context, 'demo-3', work, (p, r) => nutritionAnalysis(p, r, work));
  } finally {
    await chromium.close();
    await stack?.stop();
    await smtp.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
