/**
 * The light falling on a block of dark print, estimated pixel by pixel, so that dividing by it
 * leaves the print on an even white ground: glare, a shadow, or the step in brightness where a
 * pack is folded.
 *
 * The ground is the brightest level near each pixel (a max filter wider than a stroke takes the
 * print away), lightly smoothed. Unlike a wide blur, a max filter follows a step: a shadow that
 * starts halfway down a line of text (a fold) is divided out up to a few pixels from its edge,
 * where a blur spreads it over the whole line and global thresholding then blackens the line.
 */

/** Row `y` copied into `line` with `radius` samples added at each end, repeating the edge. */
function paddedRow(
  src: Uint8Array,
  y: number,
  width: number,
  radius: number,
  line: Uint8Array,
): void {
  // Edges repeat the outermost sample: the ground at a border is what is seen there.
  const start = y * width;
  line.fill(src[start], 0, radius);
  line.set(src.subarray(start, start + width), radius);
  line.fill(src[start + width - 1], radius + width);
}

/** A filter along each row of `src` (`width` × `height`) over `2 * radius + 1` pixels. */
type RowFilter = (
  src: Uint8Array,
  dst: Uint8Array,
  width: number,
  height: number,
  radius: number,
) => void;

/**
 * Running maximum along each row over a window of `2 * radius + 1` pixels (van Herk / Gil-Werman:
 * three comparisons a pixel whatever the radius).
 */
const rowMax: RowFilter = (src, dst, width, height, radius) => {
  const size = 2 * radius + 1;
  const padded = width + 2 * radius;
  const line = new Uint8Array(padded);
  const prefix = new Uint8Array(padded);
  const suffix = new Uint8Array(padded);
  for (let y = 0; y < height; y++) {
    paddedRow(src, y, width, radius, line);
    for (let i = 0; i < padded; i++)
      prefix[i] = i % size === 0 ? line[i] : Math.max(prefix[i - 1], line[i]);
    for (let i = padded - 1; i >= 0; i--)
      suffix[i] =
        i === padded - 1 || (i + 1) % size === 0 ? line[i] : Math.max(suffix[i + 1], line[i]);
    const out = y * width;
    for (let i = 0; i < width; i++) dst[out + i] = Math.max(suffix[i], prefix[i + size - 1]);
  }
};

/** Mean along each row over a `2 * radius + 1` window, edges repeated (a running sum). */
const rowMean: RowFilter = (src, dst, width, height, radius) => {
  const size = 2 * radius + 1;
  const line = new Uint8Array(width + 2 * radius);
  for (let y = 0; y < height; y++) {
    paddedRow(src, y, width, radius, line);
    let sum = 0;
    for (let i = 0; i < size; i++) sum += line[i];
    const out = y * width;
    for (let i = 0; i < width; i++) {
      dst[out + i] = (sum + radius) / size;
      sum += (line[i + size] ?? 0) - line[i];
    }
  }
};

/** The image turned on its diagonal (rows become columns), so column passes run along rows. */
function transpose(src: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) out[x * height + y] = src[row + x];
  }
  return out;
}

/**
 * The ground level under each pixel of a grey image (dark print on a light ground): a max filter
 * of `radius` (wider than half a stroke), smoothed over a third of that.
 */
export function groundLevel(
  data: Uint8Array,
  width: number,
  height: number,
  radius: number,
): Buffer {
  // Max along columns (rows of the transposed image), then along rows; the mean along rows, then
  // along columns. (Max commutes across the axes; the means round in this order.)
  const smooth = Math.max(1, Math.round(radius / 3));
  const size = data.length;
  const t = transpose(data, width, height);
  const m = new Uint8Array(size);
  rowMax(t, m, height, width, radius);
  const a = transpose(m, height, width);
  rowMax(a, m, width, height, radius);
  rowMean(m, a, width, height, smooth);
  const b = transpose(a, width, height);
  rowMean(b, m, height, width, smooth);
  const out = Buffer.from(transpose(m, height, width).buffer);
  return out;
}

/** Each pixel divided by its ground level: print on an even white ground. */
export function divideByGround(
  data: Uint8Array,
  width: number,
  height: number,
  radius: number,
): Buffer {
  const ground = groundLevel(data, width, height, radius);
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++)
    out[i] = Math.min(255, Math.round((255 * data[i]) / Math.max(1, ground[i])));
  return out;
}

/** How deepenFaintPrint tells faint print and how far it darkens it. */
const FAINT_PRINT = {
  /** Print lighter than this at its darkest (0–255) is faint: glare or a washed-out ink. */
  faintInk: 150,
  /** Print standing less than this below the ground is no print: texture, noise, JPEG ringing. */
  minPrintDepth: 50,
  /** Faint print is darkened this many times at most. */
  maxGain: 4,
  /** How far below white normal print stands: faint print is brought to this depth. */
  normalDepth: 230,
  /** Side of the cells the print's depth is judged on (pixels). */
  cellSide: 4,
  /** Share of a line box's height, at its top and at its bottom, left as it is. */
  edgeShare: 0.2,
} as const;

/**
 * Faint print darkened, in place, inside `lines` only (boxes of detected lines of print, in the
 * image's pixels). Under glare the ink fades with the ground: divided by the ground, its letters
 * are light grey and tesseract's global threshold drops them. The darkest level within `radius`
 * (about half a line) tells how deep the print is there; where it is faint but clearly print, each
 * pixel's depth below white is scaled up to that of normal print. Print that is dark nearby is
 * left alone, and so is everything outside the lines: shading, creases and texture between and
 * beside the lines would only gain dark streaks.
 */
export function deepenFaintPrint(
  data: Uint8Array,
  width: number,
  height: number,
  radius: number,
  lines: readonly { x: number; y: number; w: number; h: number }[],
): void {
  if (lines.length === 0) return;
  const { faintInk, minPrintDepth, maxGain, normalDepth, cellSide, edgeShare } = FAINT_PRINT;
  // The print's depth nearby, judged on a grid of cellSide × cellSide cells (a sixteenth of the
  // work): the depth of each cell's darkest pixel, spread by a max filter of `radius` over the
  // grid.
  const cols = Math.ceil(width / cellSide);
  const rows = Math.ceil(height / cellSide);
  const cells = new Uint8Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cellSide) * cols;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.floor(x / cellSide);
      const d = 255 - data[y * width + x];
      if (d > cells[cell]) cells[cell] = d;
    }
  }
  const cellDepth = groundLevel(cells, cols, rows, Math.max(1, Math.round(radius / cellSide)));
  const inside = new Uint8Array(data.length);
  for (const box of lines) {
    // The middle of the line: a crease's remnant along a box's edge stays as light as it is.
    const margin = edgeShare * box.h;
    const [x0, x1] = [Math.max(0, Math.floor(box.x)), Math.min(width, Math.ceil(box.x + box.w))];
    const y0 = Math.max(0, Math.floor(box.y + margin));
    const y1 = Math.min(height, Math.ceil(box.y + box.h - margin));
    for (let y = y0; y < y1; y++) inside.fill(1, y * width + x0, y * width + x1);
  }
  for (let i = 0; i < data.length; i++) {
    if (!inside[i]) continue;
    const x = i % width;
    const depth =
      cellDepth[Math.floor((i - x) / width / cellSide) * cols + Math.floor(x / cellSide)];
    if (depth < minPrintDepth || 255 - depth < faintInk) continue;
    // Only the stroke itself (darker than halfway from white to the print nearby) is darkened:
    // noise and JPEG ringing around it stay as light as they were.
    if (255 - data[i] < depth / 2) continue;
    const gain = Math.min(maxGain, normalDepth / depth);
    data[i] = Math.max(0, Math.round(255 - (255 - data[i]) * gain));
  }
}
