// On-device OCR (issue 17): tesseract.js, whose recognition runs in its own Web Worker. The worker
// script, the WebAssembly core and the language data come from our origin (/offline/, copied
// from the npm packages by scripts/build-web.js), never a CDN; the paths are set explicitly.
import type { Worker as TesseractWorker } from 'tesseract.js';
import { hasWasmSimd, type OfflineManifest } from './assets';

let current: { key: string; worker: Promise<TesseractWorker> } | null = null;

function workerFor(manifest: OfflineManifest, langs: string[]): Promise<TesseractWorker> {
  const key = `${manifest.version}:${langs.join('+')}`;
  if (current?.key === key) return current.worker;
  const previous = current;
  current = {
    key,
    worker: (async () => {
      if (previous) void (await previous.worker.catch(() => null))?.terminate();
      const { createWorker, OEM } = await import(
        /* webpackChunkName: "offline-ocr" */ 'tesseract.js'
      );
      const t = manifest.tesseract;
      const worker = await createWorker(langs, OEM.LSTM_ONLY, {
        workerPath: t.worker.url,
        corePath: (hasWasmSimd() ? t.coreSimd : t.core).url,
        langPath: t.langPath,
        gzip: true,
        // The service worker's offline cache holds the data; tesseract's own IndexedDB copy
        // would be a second one (and is keyed by language only, so it would outlive an update).
        cacheMethod: 'none',
        // A blob: worker would need `worker-src blob:`; the script is served from our origin.
        workerBlobURL: false,
      });
      // The server's settings for labels (tesseract-wasm.engine.ts): keep word spacing.
      await worker.setParameters({ preserve_interword_spaces: '1' });
      return worker;
    })(),
  };
  current.worker.catch(() => {
    if (current?.key === key) current = null;
  });
  return current.worker;
}

/** Loads tesseract and its data ahead of the first photo (used by "Use offline"). */
export async function warmOcr(manifest: OfflineManifest, langs: string[]): Promise<void> {
  await workerFor(manifest, langs);
}

/** Grey, at most 2,000 px on the long side: what tesseract reads best and fastest. */
async function prepared(image: string): Promise<HTMLCanvasElement | string> {
  try {
    const img = new Image();
    img.src = image;
    await img.decode();
    const scale = Math.min(1, 2000 / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(img.naturalWidth * scale);
    canvas.height = Math.round(img.naturalHeight * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return image;
    ctx.filter = 'grayscale(1) contrast(1.2)';
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas;
  } catch {
    return image;
  }
}

/** The text of a label photo (a data URL), read on the device. */
export async function recognizeOnDevice(
  manifest: OfflineManifest,
  langs: string[],
  image: string,
): Promise<string> {
  const worker = await workerFor(manifest, langs);
  const { data } = await worker.recognize(await prepared(image));
  return data.text;
}

const HEADER = /\b(ingr[ée]dients?|zutaten|ingredienti|ingredientes|sk[lł]adniki)\s*[:：]?/i;
const STATEMENT =
  /^\s*(contains|may contain|contient|peut contenir|enth[äa]lt|kann .*enthalten|contiene|pu[òo] contenere|puede contener)\b/i;
const END =
  /^\s*(best before|use by|net\s*wt|nutrition|store|storage|produced|manufactured|à consommer|mindestens)/i;

export interface ReadLabel {
  ingredients: string;
  statements: string[];
}

/**
 * The ingredient list and allergen statements in the text of a label: what follows the
 * "Ingredients:" heading up to a statement, a blank line or a line that is not part of it
 * (best before, net weight, nutrition). The person reviews the list before it is analysed.
 */
export function readLabelText(text: string): ReadLabel {
  const lines = text.split(/\r?\n/);
  const statements: string[] = [];
  const list: string[] = [];
  let inList = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (STATEMENT.test(line)) {
      statements.push(line);
      inList = false;
      continue;
    }
    if (!inList) {
      const match = HEADER.exec(line);
      if (match && list.length === 0) {
        inList = true;
        const rest = line.slice(match.index + match[0].length).trim();
        if (rest) list.push(rest);
      }
      continue;
    }
    if (!line || END.test(line)) {
      inList = false;
      continue;
    }
    list.push(line);
  }
  const ingredients = list
    .join(' ')
    .replace(/-\s+(?=[a-zà-ÿ])/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '')
    .trim();
  return { ingredients, statements };
}
