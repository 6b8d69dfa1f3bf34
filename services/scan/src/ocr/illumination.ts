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

/**
 * Running maximum along each row over a window of `2 * radius + 1` pixels (van Herk / Gil-Werman:
 * three comparisons a pixel whatever the radius).
 */
function rowMax(
  src: Uint8Array,
  dst: Uint8Array,
  width: number,
  height: number,
  radius: number,
): void {
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
}

/** Mean along each row over a `2 * radius + 1` window, edges repeated (a running sum). */
function rowMean(
  src: Uint8Array,
  dst: Uint8Array,
  width: number,
  height: number,
  radius: number,
): void {
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
}

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
