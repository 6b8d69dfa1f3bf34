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

/**
 * Running maximum over a window of `2 * radius + 1` samples along one axis (van Herk / Gil-Werman:
 * three comparisons a sample whatever the radius). `count` lines of `length` samples each, sample
 * `i` of line `j` at `offset(j) + i * step`.
 */
function runningMax(
  src: Uint8Array,
  dst: Uint8Array,
  count: number,
  length: number,
  lineStart: (j: number) => number,
  step: number,
  radius: number,
): void {
  const size = 2 * radius + 1;
  const padded = length + 2 * radius;
  const line = new Uint8Array(padded);
  const prefix = new Uint8Array(padded);
  const suffix = new Uint8Array(padded);
  for (let j = 0; j < count; j++) {
    const start = lineStart(j);
    // Edges repeat the outermost sample: the ground at a border is what is seen there.
    for (let i = 0; i < padded; i++) {
      const k = i < radius ? 0 : i - radius >= length ? length - 1 : i - radius;
      line[i] = src[start + k * step];
    }
    for (let i = 0; i < padded; i++)
      prefix[i] = i % size === 0 ? line[i] : Math.max(prefix[i - 1], line[i]);
    for (let i = padded - 1; i >= 0; i--)
      suffix[i] =
        i === padded - 1 || (i + 1) % size === 0 ? line[i] : Math.max(suffix[i + 1], line[i]);
    for (let i = 0; i < length; i++)
      dst[start + i * step] = Math.max(suffix[i], prefix[i + size - 1]);
  }
}

/** Mean over a `2 * radius + 1` window along one axis, edges repeated (a running sum). */
function runningMean(
  src: Uint8Array,
  dst: Uint8Array,
  count: number,
  length: number,
  lineStart: (j: number) => number,
  step: number,
  radius: number,
): void {
  const size = 2 * radius + 1;
  const padded = length + 2 * radius;
  const line = new Uint8Array(padded);
  for (let j = 0; j < count; j++) {
    const start = lineStart(j);
    for (let i = 0; i < padded; i++) {
      const k = i < radius ? 0 : i - radius >= length ? length - 1 : i - radius;
      line[i] = src[start + k * step];
    }
    let sum = 0;
    for (let i = 0; i < size; i++) sum += line[i];
    for (let i = 0; i < length; i++) {
      dst[start + i * step] = (sum + radius) / size;
      sum += (line[i + size] ?? 0) - line[i];
    }
  }
}

/**
 * The same running maximum down the columns, computed row by row (whole rows at a time, as they
 * lie in memory: walking each column with a stride of a row is several times slower).
 */
function columnMax(
  src: Uint8Array,
  dst: Uint8Array,
  width: number,
  height: number,
  radius: number,
): void {
  const size = 2 * radius + 1;
  const padded = height + 2 * radius;
  const row = (y: number) => Math.min(height - 1, Math.max(0, y - radius)) * width;
  const prefix = new Uint8Array(padded * width);
  const suffix = new Uint8Array(padded * width);
  for (let y = 0; y < padded; y++) {
    const from = row(y);
    const at = y * width;
    if (y % size === 0) prefix.set(src.subarray(from, from + width), at);
    else
      for (let x = 0; x < width; x++)
        prefix[at + x] = Math.max(prefix[at - width + x], src[from + x]);
  }
  for (let y = padded - 1; y >= 0; y--) {
    const from = row(y);
    const at = y * width;
    if (y === padded - 1 || (y + 1) % size === 0) suffix.set(src.subarray(from, from + width), at);
    else
      for (let x = 0; x < width; x++)
        suffix[at + x] = Math.max(suffix[at + width + x], src[from + x]);
  }
  for (let y = 0; y < height; y++) {
    const a = y * width;
    const b = (y + size - 1) * width;
    for (let x = 0; x < width; x++) dst[a + x] = Math.max(suffix[a + x], prefix[b + x]);
  }
}

/** The running mean down the columns, row by row (a running sum per column). */
function columnMean(
  src: Uint8Array,
  dst: Uint8Array,
  width: number,
  height: number,
  radius: number,
): void {
  const size = 2 * radius + 1;
  const sums = new Float64Array(width);
  const row = (y: number) => Math.min(height - 1, Math.max(0, y)) * width;
  for (let y = -radius; y <= radius; y++) {
    const r = row(y);
    for (let x = 0; x < width; x++) sums[x] += src[r + x];
  }
  for (let y = 0; y < height; y++) {
    const out = y * width;
    const add = row(y + radius + 1);
    const drop = row(y - radius);
    for (let x = 0; x < width; x++) {
      dst[out + x] = (sums[x] + radius) / size;
      sums[x] += src[add + x] - src[drop + x];
    }
  }
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
  const a = new Uint8Array(data.length);
  const b = new Uint8Array(data.length);
  const rows = (y: number) => y * width;
  runningMax(data, a, height, width, rows, 1, radius);
  columnMax(a, b, width, height, radius);
  const smooth = Math.max(1, Math.round(radius / 3));
  runningMean(b, a, height, width, rows, 1, smooth);
  const out = Buffer.alloc(data.length);
  columnMean(a, out, width, height, smooth);
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
