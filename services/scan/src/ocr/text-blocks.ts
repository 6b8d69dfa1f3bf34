import { median, type OcrBox } from './ocr-engine';
import type { DetectedLine } from './text-detector';

/** A paragraph of detected lines: what tesseract reads as one uniform block. */
export interface TextBlock {
  box: OcrBox;
  /** Height of one printed line in the block, in the detection image's pixels. */
  lineHeight: number;
  lines: DetectedLine[];
}

/**
 * Typical height of one line. Dense paragraphs can come out of the detector as regions covering
 * two or three touching lines, so the lower half of the heights is what a single line looks like.
 */
export function singleLineHeight(lines: DetectedLine[]): number {
  // Specks (a dot, an accent, a stray mark) are not lines: judged by the lines that run.
  const running = lines.filter((l) => Math.max(l.box.w, l.box.h) >= 2.5 * printedHeight(l));
  const heights = (running.length > 0 ? running : lines).map(printedHeight).sort((a, b) => a - b);
  return median(heights.slice(0, Math.max(1, Math.ceil(heights.length / 2))));
}

/** A line's type size: its printed height where the detector measured it, else its box's. */
export function printedHeight(line: DetectedLine): number {
  return line.thickness === undefined ? line.box.h : Math.min(line.box.h, line.thickness);
}

function overlapX(a: OcrBox, b: OcrBox): number {
  return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
}

function intersection(a: OcrBox, b: OcrBox): number {
  return Math.max(0, overlapX(a, b)) * Math.max(0, -gapY(a, b));
}

/**
 * Skew of the text in degrees (positive: lines descend to the right), from the orientation of
 * the long, thin regions (real lines, not logos); the median resists odd ones.
 */
export function textSkew(lines: DetectedLine[]): number {
  const angles = lines
    .filter((l) => l.box.w > 4 * l.box.h || Math.abs(l.angle) > 2)
    .filter(
      (l) => Math.max(l.box.w, l.box.h) > 4 * Math.min(l.box.w, l.box.h) || Math.abs(l.angle) > 2,
    )
    .map((l) => l.angle)
    .filter((a) => Math.abs(a) < 45);
  return angles.length < 2 ? 0 : median(angles);
}

function gapY(a: OcrBox, b: OcrBox): number {
  return Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h);
}

/**
 * Lines grouped into paragraphs: vertically close, horizontally overlapping, and of similar type
 * size (a title next to body text stays apart). Blocks come in reading order: top to bottom,
 * columns side by side left to right.
 */
export function groupIntoBlocks(lines: DetectedLine[]): TextBlock[] {
  const parent = lines.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const typical = singleLineHeight(lines);
  // A region taller than ~1.6 lines is several merged lines: judge its type size by the typical one.
  const size = (l: DetectedLine) => (printedHeight(l) > 1.6 * typical ? typical : printedHeight(l));
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i];
      const b = lines[j];
      const sa = size(a);
      const sb = size(b);
      const ratio = Math.max(sa, sb) / Math.max(1, Math.min(sa, sb));
      const narrower = Math.min(a.box.w, b.box.w);
      // The detector found one line twice (overlapping regions): one block, read once.
      if (intersection(a.box, b.box) > 0.5 * Math.min(a.box.w * a.box.h, b.box.w * b.box.h)) {
        parent[find(i)] = find(j);
        continue;
      }
      if (ratio > 1.5) continue;
      // One line the detector cut in two (`Milk Chocolate Di` | `gestives`): same row, touching.
      const sameRow = -gapY(a.box, b.box) >= 0.6 * Math.min(a.box.h, b.box.h);
      if (sameRow && -overlapX(a.box, b.box) <= 0.8 * Math.max(sa, sb)) {
        parent[find(i)] = find(j);
        continue;
      }
      if (gapY(a.box, b.box) > 0.6 * Math.max(sa, sb)) continue;
      if (overlapX(a.box, b.box) < 0.25 * narrower) continue;
      parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, DetectedLine[]>();
  lines.forEach((line, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), line]);
  });
  const blocks = [...groups.values()].map((members): TextBlock => {
    const x = Math.min(...members.map((l) => l.box.x));
    const y = Math.min(...members.map((l) => l.box.y));
    const right = Math.max(...members.map((l) => l.box.x + l.box.w));
    const bottom = Math.max(...members.map((l) => l.box.y + l.box.h));
    const ordered = [...members].sort((p, q) => p.box.y - q.box.y || p.box.x - q.box.x);
    return {
      box: { x, y, w: right - x, h: bottom - y },
      lineHeight: Math.min(singleLineHeight(members), typical * 1.6),
      lines: ordered,
    };
  });
  return readingOrder(mergeOverlapping(blocks));
}

/**
 * Paragraphs whose boxes overlap (one line's region reaching into a neighbour's) would be cut
 * out twice and read twice: they become one.
 */
function mergeOverlapping(blocks: TextBlock[]): TextBlock[] {
  const out = [...blocks];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length && !merged; j++) {
        const a = out[i];
        const b = out[j];
        const smaller = Math.min(a.box.w * a.box.h, b.box.w * b.box.h);
        if (intersection(a.box, b.box) <= 0.3 * smaller) continue;
        const x = Math.min(a.box.x, b.box.x);
        const y = Math.min(a.box.y, b.box.y);
        const right = Math.max(a.box.x + a.box.w, b.box.x + b.box.w);
        const bottom = Math.max(a.box.y + a.box.h, b.box.y + b.box.h);
        const lines = [...a.lines, ...b.lines].sort(
          (p, q) => p.box.y - q.box.y || p.box.x - q.box.x,
        );
        out[i] = {
          box: { x, y, w: right - x, h: bottom - y },
          // A speck merged into a paragraph does not set its type size.
          lineHeight: Math.min(singleLineHeight(lines), Math.max(a.lineHeight, b.lineHeight)),
          lines,
        };
        out.splice(j, 1);
        merged = true;
      }
    }
  }
  return out;
}

/** Top to bottom; a block beside another (overlapping rows) comes after the one to its left. */
function readingOrder(blocks: TextBlock[]): TextBlock[] {
  return [...blocks].sort((a, b) => {
    const rowsOverlap = Math.min(a.box.y + a.box.h, b.box.y + b.box.h) - Math.max(a.box.y, b.box.y);
    if (rowsOverlap > 0.5 * Math.min(a.box.h, b.box.h)) return a.box.x - b.box.x;
    return a.box.y - b.box.y;
  });
}

/** A block cut between two of its lines: the part, and the rows (detection pixels) it keeps to. */
export interface BlockPart {
  block: TextBlock;
  /** The cut's rows: the part's image does not reach above `top` or below `bottom`. */
  within: { top: number; bottom: number };
}

/**
 * A paragraph cut into about `parts` bands of equal height, each cut in a gap that no line spans
 * (so no line is ever cut), each band holding at least `minLines` lines. A block with no such gap
 * near where a cut should fall stays whole. Tesseract reads each band as a paragraph of its own,
 * in parallel when its processes would otherwise wait on one large paragraph (the same words; a
 * band's first line was once read `Soya` where the whole read `soya`).
 */
export function splitBetweenLines(block: TextBlock, parts: number, minLines = 2): BlockPart[] {
  const whole = [{ block, within: { top: -Infinity, bottom: Infinity } }];
  if (parts < 2 || block.lines.length < 2 * minLines) return whole;
  const lines = [...block.lines].sort((a, b) => a.box.y - b.box.y);
  // Gaps: after line i, every line above ends before line i + 1 begins; the cut is mid-gap.
  const gaps: { after: number; y: number }[] = [];
  let bottom = -Infinity;
  for (let i = 0; i + 1 < lines.length; i++) {
    bottom = Math.max(bottom, lines[i].box.y + lines[i].box.h);
    const next = lines[i + 1].box.y;
    if (next >= bottom) gaps.push({ after: i, y: (bottom + next) / 2 });
  }
  const cuts: { after: number; y: number }[] = [];
  for (let k = 1; k < parts; k++) {
    const wanted = block.box.y + (k * block.box.h) / parts;
    const previous = cuts.at(-1)?.after ?? -1;
    const best = gaps
      .filter((g) => g.after - previous >= minLines && lines.length - 1 - g.after >= minLines)
      .sort((a, b) => Math.abs(a.y - wanted) - Math.abs(b.y - wanted))
      .at(0);
    // Only a cut near its place keeps the bands about equal: else the band stays in one piece.
    if (best && Math.abs(best.y - wanted) <= block.box.h / (2 * parts)) cuts.push(best);
  }
  if (cuts.length === 0) return whole;
  const bands: BlockPart[] = [];
  let from = 0;
  let top = -Infinity;
  for (const cut of [...cuts, { after: lines.length - 1, y: Infinity }]) {
    const members = lines.slice(from, cut.after + 1);
    const y = Math.max(block.box.y, Math.min(...members.map((l) => l.box.y)));
    const end = Math.min(
      block.box.y + block.box.h,
      Math.max(...members.map((l) => l.box.y + l.box.h)),
    );
    bands.push({
      block: {
        box: { x: block.box.x, y, w: block.box.w, h: end - y },
        lineHeight: block.lineHeight,
        lines: members.sort((p, q) => p.box.y - q.box.y || p.box.x - q.box.x),
      },
      within: { top, bottom: cut.y },
    });
    from = cut.after + 1;
    top = cut.y;
  }
  return bands;
}
