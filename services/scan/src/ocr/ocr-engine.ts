import type { TextDetector } from './text-detector';

/** What every OCR engine returns: the lines of the page in reading order, with their boxes. */
export interface OcrBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface OcrLine {
  text: string;
  /** 0–100. */
  confidence: number;
  box: OcrBox;
  /** Lines of one paragraph share a block number. */
  block: number;
  /** Median height of the line's words in px (the type size, for product-name detection). */
  height: number;
  /** The words as read, with the engine's confidence (0–100), where the engine reports them. */
  words?: OcrWord[];
}

export interface OcrWord {
  text: string;
  /** 0–100. */
  confidence: number;
  /** Where the word sits on the page (px), when the engine reports it (tesseract TSV). */
  box?: OcrBox;
}

export interface OcrPage {
  width: number;
  height: number;
  lines: OcrLine[];
  /** Engine and languages used, for logs and the bench. */
  engine: string;
  langs: string;
  /** Estimated text skew in degrees, when the engine reports word positions. */
  skew?: number;
}

export interface RecognizeOptions {
  /** Tesseract codes to read with, first = primary. Engines that preload their languages ignore it. */
  langs?: readonly string[];
  width: number;
  height: number;
  /**
   * `block` (default) reads the page as one block of text, robust to skew and perspective;
   * `auto` runs full layout analysis, which also finds large titles. Engines without the choice ignore it.
   */
  layout?: 'block' | 'auto';
  /**
   * The image is dark print on a white ground already (a cleaned paragraph): tesseract need not
   * read each unsure line again inverted. Engines without the choice ignore it.
   */
  darkOnLight?: boolean;
}

/** An encoded image with its size. */
export interface PageImage {
  png: Buffer;
  width: number;
  height: number;
}

export interface OcrEngine {
  readonly name: string;
  /** Tesseract codes this engine reads, in preference order. */
  readonly languages: readonly string[];
  /** True when a second pass in the label's own language is possible and worth it. */
  readonly languageAware: boolean;
  /** True when the engine honours `layout` (native tesseract). */
  readonly tunable: boolean;
  /** How many images the engine reads at once (its processes); absent: one. */
  readonly parallelism?: number;
  /** Finds text lines in photos before tesseract reads them; null when detection is off. */
  detector: TextDetector | null;
  recognize(image: Buffer, options: RecognizeOptions): Promise<OcrPage>;
  /**
   * Several images in the same languages and layout, pages in the order given; engines without it
   * are called once per image.
   */
  recognizeMany?(
    images: readonly PageImage[],
    options: Omit<RecognizeOptions, 'width' | 'height'>,
  ): Promise<OcrPage[]>;
  close(): Promise<void>;
}

/** Raised when the engine cannot read this image at all (retrying will not help). */
export class OcrImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrImageError';
  }
}

/** ISO 639-1 (label languages of the analysis library) ↔ tesseract codes. */
export const TESSERACT_CODES: Record<string, string> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  it: 'ita',
  pl: 'pol',
  nl: 'nld',
  pt: 'por',
  fi: 'fin',
  sv: 'swe',
  da: 'dan',
};

/** Languages read by default when they are installed, English first (the pass that finds the layout). */
export const DEFAULT_OCR_LANGS = ['eng', 'fra', 'deu', 'spa', 'ita', 'pol', 'nld', 'por'];

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Paragraphs from geometry: a new block starts where the engine started one, where the vertical
 * gap exceeds most of a line height, or where the type size jumps (a title, a bold statement).
 * Engines that read the page as one block (tesseract --psm 6, Textract) rely on it.
 */
export function splitParagraphs<T extends Omit<OcrLine, 'block'> & { block?: number }>(
  lines: T[],
): (T & { block: number })[] {
  let block = 0;
  return lines.map((line, i) => {
    const prev = i > 0 ? lines[i - 1] : undefined;
    if (prev) {
      const gap = line.box.y - (prev.box.y + prev.box.h);
      const size = Math.max(line.height, prev.height);
      const jump = size / Math.max(1, Math.min(line.height, prev.height));
      if (line.block !== prev.block || gap > 0.75 * size || jump > 1.4) block += 1;
    }
    return { ...line, block };
  });
}

/** A counting semaphore: at most `size` OCR runs at once in this process. */
export class Pool {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
