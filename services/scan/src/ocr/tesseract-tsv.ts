import { median, splitParagraphs, type OcrLine } from './ocr-engine';

interface Word {
  text: string;
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Skew of the text in degrees (positive: lines descend to the right), from the slope of word
 * centres along each line of three or more well-read words; the median resists odd lines.
 */
function skewOf(lines: Word[][]): number {
  const slopes: number[] = [];
  for (const words of lines) {
    const good = words.filter((w) => w.conf >= 40 && w.height >= 6);
    if (good.length < 3) continue;
    const xs = good.map((w) => w.left + w.width / 2);
    const ys = good.map((w) => w.top + w.height / 2);
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let num = 0;
    let den = 0;
    xs.forEach((x, i) => {
      num += (x - mx) * (ys[i] - my);
      den += (x - mx) ** 2;
    });
    if (den > 0) slopes.push(num / den);
  }
  return slopes.length === 0 ? 0 : (Math.atan(median(slopes)) * 180) / Math.PI;
}

/** Lines and skew of a page from tesseract's TSV output. */
export function pageFromTsv(tsv: string): { lines: OcrLine[]; skew: number } {
  const groups = collect(tsv);
  return { lines: linesOf(groups), skew: skewOf(groups.map((g) => g.words)) };
}

/** TSV of a multi-page run split by page: entry n holds page n + 1's rows (empty when none). */
export function tsvPages(tsv: string, count: number): string[] {
  const pages: string[][] = Array.from({ length: count }, () => []);
  for (const row of tsv.split('\n')) {
    const page = Number(row.split('\t', 2)[1]);
    if (Number.isInteger(page) && page >= 1 && page <= count) pages[page - 1].push(row);
  }
  return pages.map((rows) => rows.join('\n'));
}

/** Groups tesseract's TSV output (one row per word) into lines, keeping paragraphs as blocks. */
export function linesFromTsv(tsv: string): OcrLine[] {
  return linesOf(collect(tsv));
}

function collect(tsv: string): { block: number; words: Word[] }[] {
  const groups = new Map<string, { block: number; words: Word[] }>();
  const blockIds = new Map<string, number>();
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    const [, page, block, par, line] = cols;
    const paragraph = `${page}.${block}.${par}`;
    const blockId = blockIds.get(paragraph) ?? blockIds.size;
    blockIds.set(paragraph, blockId);
    const key = `${paragraph}.${line}`;
    let group = groups.get(key);
    if (!group) {
      group = { block: blockId, words: [] };
      groups.set(key, group);
    }
    group.words.push({
      text,
      conf: Number(cols[10]),
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
    });
  }
  return [...groups.values()];
}

function linesOf(groups: { block: number; words: Word[] }[]): OcrLine[] {
  const lines = groups.map(({ block, words }) => {
    const x = Math.min(...words.map((w) => w.left));
    const y = Math.min(...words.map((w) => w.top));
    const right = Math.max(...words.map((w) => w.left + w.width));
    const bottom = Math.max(...words.map((w) => w.top + w.height));
    return {
      text: words.map((w) => w.text).join(' '),
      confidence: words.reduce((sum, w) => sum + Math.max(0, w.conf), 0) / words.length,
      box: { x, y, w: right - x, h: bottom - y },
      block,
      height: median(words.map((w) => w.height)),
      words: words.map((w) => ({
        text: w.text,
        confidence: Math.max(0, w.conf),
        box: { x: w.left, y: w.top, w: w.width, h: w.height },
      })),
    };
  });
  return splitParagraphs(lines);
}
