/**
 * A crease, a fold's edge or a printed rule drawn through a line of print leaves a thin dark line
 * across the letters: tesseract then reads that line of print as noise, or not at all. The line is
 * found as a dark path running along most of the block's width, straight or slanting (it may move
 * a row up or down from one column to the next), that stays thin and stands out from the rows
 * beside it. Print alone never makes such a path: the spaces between words break it. How it goes
 * depends on its level (see eraseRuleLines): a crease lighter than the print is lifted as a
 * shadow is; a black rule is painted over from the rows just above and below it.
 */

/**
 * A pixel darker than this may belong to a line (the block is dark print on a white ground by now;
 * a crease is a grey line, lighter than print but well below the ground).
 */
const GREY = 200;
/** A pixel darker than this is print, or a line as dark as print. */
const DARK = 128;

/** A thin dark line: for each column from `left`, its middle row and the rows it covers. */
export interface RuleStroke {
  left: number;
  rows: Int32Array;
  top: Int32Array;
  bottom: Int32Array;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * q)] ?? 0;
}

const median = (values: number[]) => quantile(values, 0.5);

/**
 * The longest dark path across the block, left to right, moving at most one row per column and
 * bridging one light column: its row in each column, or null when it is shorter than `minLength`.
 */
function longestDarkPath(
  data: Uint8Array,
  width: number,
  height: number,
  minLength: number,
  level: number,
): { left: number; rows: Int32Array } | null {
  // Dark: the pixel or one beside it in its row is below `level` (a one-column gap is bridged).
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (data[row + x] >= level) continue;
      dark[row + x] = 1;
      if (x > 0) dark[row + x - 1] = 1;
      if (x + 1 < width) dark[row + x + 1] = 1;
    }
  }
  // from[x * height + y]: the row of the path's previous column (-1: the path starts here).
  const from = new Int16Array(width * height).fill(-1);
  let previous = new Int32Array(height);
  let current = new Int32Array(height);
  let best = 0;
  let endX = 0;
  let endY = 0;
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      if (dark[y * width + x] === 0) {
        current[y] = 0;
        continue;
      }
      let length = 0;
      let at = -1;
      for (let dy = -1; dy <= 1; dy++) {
        const py = y + dy;
        if (x > 0 && py >= 0 && py < height && previous[py] > length) {
          length = previous[py];
          at = py;
        }
      }
      current[y] = length + 1;
      from[x * height + y] = at;
      if (current[y] > best) {
        best = current[y];
        endX = x;
        endY = y;
      }
    }
    [previous, current] = [current, previous];
  }
  if (best < minLength) return null;
  const left = endX - best + 1;
  const rows = new Int32Array(best);
  for (let x = endX, y = endY; x >= left; x--) {
    rows[x - left] = y;
    y = from[x * height + y];
  }
  return { left, rows };
}

/**
 * The thin dark line through most of the block's width (`minShare` of it), if there is one: the
 * longest dark path, widened in each column to the dark pixels around it. A path whose typical
 * thickness is over `maxThickness` rows is a bar or print, not a line (null).
 */
export function findRuleStroke(
  data: Uint8Array,
  width: number,
  height: number,
  maxThickness: number,
  level = GREY,
  minShare = 0.6,
): RuleStroke | null {
  if (height > 32_000) return null;
  const path = longestDarkPath(data, width, height, Math.max(8, minShare * width), level);
  if (!path) return null;
  const n = path.rows.length;
  const up: number[] = [];
  const down: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = path.left + i;
    let top = path.rows[i];
    let bottom = top;
    while (top > 0 && path.rows[i] - top < maxThickness && data[(top - 1) * width + x] < level)
      top -= 1;
    while (
      bottom < height - 1 &&
      bottom - path.rows[i] < maxThickness &&
      data[(bottom + 1) * width + x] < level
    )
      bottom += 1;
    up.push(path.rows[i] - top);
    down.push(bottom - path.rows[i]);
  }
  const [upTypical, downTypical] = [median(up), median(down)];
  if (upTypical + downTypical + 1 > maxThickness) return null;
  const top = new Int32Array(n);
  const bottom = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    // Where a letter's stroke crosses, the dark run is taller: the line keeps its usual size.
    const crossed = up[i] + down[i] > upTypical + downTypical + 2;
    // One row of the anti-aliased fringe on each side.
    top[i] = Math.max(1, path.rows[i] - (crossed ? upTypical : up[i]) - 1);
    bottom[i] = Math.min(height - 2, path.rows[i] + (crossed ? downTypical : down[i]) + 1);
  }
  return { left: path.left, rows: path.rows, top, bottom };
}

/**
 * Below this, a line may be as dark as print (a printed rule): letters crossing it cannot be told
 * from it by their level, so it is painted over from its sides, and only when thin; unless the
 * block's print is much darker than the line (LIGHTER_THAN_PRINT), as a deep crease is beside
 * black type.
 */
const BLACK_LINE = 110;
/** A line this much lighter than the print is lifted as a crease: the print under it stays dark. */
const LIGHTER_THAN_PRINT = 40;
/** Under this a line is too dark to lift (it would multiply the noise under it over threefold). */
const LIFTABLE = 80;
/** The level of the block's print: this share of its pixels is darker (print is a small share). */
const PRINT_SHARE = 0.03;

function printLevel(data: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (const v of data) histogram[v] += 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= PRINT_SHARE * data.length) return v;
  }
  return 255;
}

/**
 * Removes dark lines through the block (in place), at most two across it and one upright; returns
 * those removed across. A grey line (a crease) is lighter than print: each pixel in it is divided
 * by the line's own level nearby, so the ground under it turns white and the print crossing it
 * keeps its shape. A black line is painted over from the rows just outside it (each pixel a blend
 * of the pixel above the line and the one below), so strokes crossing it stay.
 */
export function eraseRuleLines(
  data: Uint8Array,
  width: number,
  height: number,
  lineHeight: number,
): RuleStroke[] {
  const erased = eraseAlongRows(data, width, height, lineHeight, 0.6, 2, true);
  eraseUprightLine(data, width, height, lineHeight);
  return erased;
}

/**
 * An upright fold or rule through a paragraph (a carton folded across its text, a table's column
 * rule) splits each line in two for tesseract, which then reads the halves as two columns. It is
 * found as a line across the transposed block, but only through a paragraph of several lines and
 * only when it runs through more than one line of print: a letter's stem (`l`, `d`) never does,
 * since the space between lines breaks it.
 */
function eraseUprightLine(
  data: Uint8Array,
  width: number,
  height: number,
  lineHeight: number,
): void {
  if (height < 2.5 * lineHeight) return;
  const minShare = Math.max(0.6, (1.6 * lineHeight) / height);
  const turned = transposed(data, width, height);
  if (eraseAlongRows(turned, height, width, lineHeight, minShare, 2, false).length === 0) return;
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y++) data[y * width + x] = turned[x * height + y];
}

function transposed(data: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out[x * height + y] = data[y * width + x];
  return out;
}

/**
 * Up to `rounds` lines along the rows, each over `minShare` of the width: erased in place. A deep
 * crease is lifted only when `lift` (a line across the print: along an upright one the ground
 * alternates between lines of print and the space between them, and it is painted over).
 */
function eraseAlongRows(
  data: Uint8Array,
  width: number,
  height: number,
  lineHeight: number,
  minShare: number,
  rounds: number,
  lift: boolean,
): RuleStroke[] {
  const erased: RuleStroke[] = [];
  // A stroke at most `share` of a line thick, darker than `level`.
  const stroke = (share: number, least: number, level: number) =>
    findRuleStroke(
      data,
      width,
      height,
      Math.max(least, Math.round(share * lineHeight)),
      level,
      minShare,
    );
  const print = printLevel(data);
  for (let round = 0; round < rounds; round++) {
    const grey = stroke(0.4, 3, GREY);
    const line = grey ? lineLevel(data, width, height, grey) : null;
    if (grey && line && line.standsOut && line.level >= BLACK_LINE) {
      whitenAbove(data, width, grey, line.level - 20);
      if (lift) realignPastCrease(data, width, height, grey, lineHeight);
      erased.push(grey);
      continue;
    }
    if (
      lift &&
      grey &&
      line &&
      line.standsOut &&
      line.level >= LIFTABLE &&
      line.level - print >= LIGHTER_THAN_PRINT
    ) {
      liftCrease(data, width, height, grey, Math.max(4, Math.round(lineHeight / 2)));
      realignPastCrease(data, width, height, grey, lineHeight);
      erased.push(grey);
      continue;
    }
    const black = stroke(0.2, 2, DARK);
    if (!black || !lineLevel(data, width, height, black).standsOut) break;
    paintOver(data, width, black);
    erased.push(black);
  }
  return erased;
}

/** How far print past a fold may have slid along it, in lines of print. */
const MAX_SLIDE = 0.25;
/** The slide is taken only when the print's strokes meet this much better across the crease. */
const SLIDE_GAIN = 1.25;
/** Peaks matching within this share of the best are taken as equally good. */
const NEAR_BEST = 0.95;
/** Rows on each side of the crease compared (just outside its band). */
const SIDE_ROWS = 3;

/**
 * Print past a fold may have slid along it (a fold seen at an angle, a seam glued a little off):
 * the strokes of letters the crease crosses then no longer meet across it. The shift along the
 * crease at which the rows just above and just below it match best (dark over dark) is found, and
 * when it matches clearly better than none, everything below the crease is slid back by it.
 */
function realignPastCrease(
  data: Uint8Array,
  width: number,
  height: number,
  stroke: RuleStroke,
  lineHeight: number,
): void {
  const n = stroke.rows.length;
  const limit = Math.max(1, Math.round(MAX_SLIDE * lineHeight));
  const dark = (x: number, y: number) =>
    x < 0 || x >= width || y < 0 || y >= height ? 0 : 255 - data[y * width + x];
  const at = (values: ArrayLike<number>, x: number) =>
    values[Math.min(n - 1, Math.max(0, x - stroke.left))];
  const bottomAt = (x: number) => at(stroke.bottom, x);
  const topAt = (x: number) => at(stroke.top, x);
  // The fold runs along the line's middle: the print past it starts there.
  const middle = lineMiddles(stroke, Math.max(4, Math.round(lineHeight / 2)));
  const match = (shift: number) => {
    let sum = 0;
    for (let i = limit; i < n - limit; i++) {
      const x = stroke.left + i;
      for (let r = 1; r <= SIDE_ROWS; r++)
        sum += dark(x, topAt(x) - r) * dark(x + shift, bottomAt(x) + r);
    }
    return sum;
  };
  const matches = Array.from({ length: 2 * limit + 1 }, (_, k) => match(k - limit));
  const still = matches[limit];
  const top = Math.max(...matches);
  // Letters repeat along the line, so a slide a letter's width away may match about as well: of
  // the peaks near the best, the smallest slide.
  let best = 0;
  for (let k = 0; k < matches.length; k++) {
    const peak =
      matches[k] >= NEAR_BEST * top &&
      matches[k] >= (matches[k - 1] ?? 0) &&
      matches[k] >= (matches[k + 1] ?? 0);
    if (peak && (best === 0 || Math.abs(k - limit) < Math.abs(best))) best = k - limit;
  }
  if (best === 0 || matches[best + limit] < SLIDE_GAIN * still) return;
  const row = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = x + best;
      row[x] =
        y > at(middle, x) && from >= 0 && from < width
          ? data[y * width + from]
          : data[y * width + x];
    }
    data.set(row, y * width);
  }
}

/** The darkest pixel of column `i` of the stroke, between rows `from` and `to` of the column. */
function darkest(
  data: Uint8Array,
  width: number,
  stroke: RuleStroke,
  i: number,
  from = stroke.top[i],
  to = stroke.bottom[i],
): number {
  let min = 255;
  for (let y = Math.max(0, from); y <= to; y++)
    min = Math.min(min, data[y * width + stroke.left + i]);
  return min;
}

/**
 * The level of a stroke where no print crosses it (among the lightest tenth of its columns'
 * darkest pixels), of the same bands just above and below it, and whether it stands out from
 * both as a line does (texture or a shadow's edge does not).
 */
function lineLevel(
  data: Uint8Array,
  width: number,
  height: number,
  stroke: RuleStroke,
): { level: number; standsOut: boolean } {
  const n = stroke.rows.length;
  const level = quantile(
    Array.from({ length: n }, (_, i) => darkest(data, width, stroke, i)),
    0.9,
  );
  const side = (offset: (i: number) => [number, number]) =>
    quantile(
      Array.from({ length: n }, (_, i) => {
        const [from, to] = offset(i);
        return darkest(data, width, stroke, i, from, Math.min(height - 1, to));
      }),
      0.9,
    );
  const thick = (i: number) => stroke.bottom[i] - stroke.top[i] + 1;
  const above = side((i) => [stroke.top[i] - thick(i), stroke.top[i] - 1]);
  const below = side((i) => [stroke.bottom[i] + 1, stroke.bottom[i] + thick(i)]);
  return { level, standsOut: level <= Math.min(above, below) - 40 };
}

/**
 * Small whole numbers in a window that slides along a line: the value of a given rank (0: the
 * smallest), found from the last one asked for, so a slide costs a step or two, not a sort.
 */
class SlidingRank {
  private readonly counts: Uint32Array;
  /** The last value found, and how many values in the window are below it. */
  private value = 0;
  private below = 0;

  constructor(values: number) {
    this.counts = new Uint32Array(values);
  }

  add(v: number): void {
    this.counts[v] += 1;
    if (v < this.value) this.below += 1;
  }

  remove(v: number): void {
    this.counts[v] -= 1;
    if (v < this.value) this.below -= 1;
  }

  /** The smallest value with more than `rank` values at or below it. */
  valueAt(rank: number): number {
    while (this.below > rank) {
      this.value -= 1;
      this.below -= this.counts[this.value];
    }
    while (this.below + this.counts[this.value] <= rank) {
      this.below += this.counts[this.value];
      this.value += 1;
    }
    return this.value;
  }
}

/**
 * For each place along a line, the `share` quantile (as `quantile` takes it) of the whole numbers
 * below `levels` within `radius` places either side.
 */
function slidingQuantile(
  values: ArrayLike<number>,
  levels: number,
  radius: number,
  share: number,
): Int32Array {
  const n = values.length;
  const window = new SlidingRank(levels);
  const out = new Int32Array(n);
  let [first, last] = [0, -1];
  for (let i = 0; i < n; i++) {
    const [from, to] = [Math.max(0, i - radius), Math.min(n - 1, i + radius)];
    while (last < to) window.add(values[++last]);
    while (first < from) window.remove(values[first++]);
    out[i] = window.valueAt(Math.floor((to - from + 1) * share));
  }
  return out;
}

/**
 * The line's middle row in each column. Where letters cross the line the measured path wanders:
 * there it is the median of the middles within `radius` columns.
 */
function lineMiddles(stroke: RuleStroke, radius: number): Int32Array {
  const n = stroke.rows.length;
  // Twice the middle, a whole number: the median over the sliding window kept in a histogram.
  const twice = Int32Array.from({ length: n }, (_, i) => stroke.top[i] + stroke.bottom[i]);
  const around = slidingQuantile(twice, Math.max(...twice) + 1, radius, 0.5);
  return Int32Array.from({ length: n }, (_, i) =>
    Math.round((Math.abs(twice[i] - around[i]) < 2 ? twice[i] : around[i]) / 2),
  );
}

/** Inside the stroke, every pixel lighter than `print` turns white. */
function whitenAbove(data: Uint8Array, width: number, stroke: RuleStroke, print: number): void {
  for (let i = 0; i < stroke.rows.length; i++) {
    const x = stroke.left + i;
    for (let y = stroke.top[i]; y <= stroke.bottom[i]; y++)
      if (data[y * width + x] > print) data[y * width + x] = 255;
  }
}

/**
 * The crease's level over bare ground: this quantile of the pixels along it (print crosses it in
 * well under four-fifths of its columns; the lightest few may be the line's ends or noise).
 */
const GROUND_SHARE = 0.8;

/**
 * A grey crease darkens what lies under it as a shadow does: each pixel of the stroke is divided
 * by the crease's own level at that point, taken at the same height in the line within `radius`
 * columns (GROUND_SHARE: between letters, the crease over bare ground). The ground under it turns
 * white again and letters crossing it keep their shape, light strokes as well as dark.
 */
function liftCrease(
  data: Uint8Array,
  width: number,
  height: number,
  stroke: RuleStroke,
  radius: number,
): void {
  const n = stroke.rows.length;
  // The band: the line's typical size (fringe included) around its middle.
  const middle = lineMiddles(stroke, radius);
  const half = Math.ceil(
    median(Array.from({ length: n }, (_, i) => stroke.bottom[i] - stroke.top[i])) / 2,
  );
  const size = 2 * half + 1;
  const rowOf = (i: number, k: number) => Math.min(height - 1, Math.max(0, middle[i] - half + k));
  const at = (i: number, k: number) => data[rowOf(i, k) * width + stroke.left + i];
  const lifted = new Uint8Array(n * size);
  const around = new Uint8Array(n);
  for (let k = 0; k < size; k++) {
    // A row either side as well: the middles found may be a row off from column to column.
    for (let j = 0; j < n; j++) around[j] = Math.min(at(j, k - 1), at(j, k), at(j, k + 1));
    const ground = slidingQuantile(around, 256, radius, GROUND_SHARE);
    for (let i = 0; i < n; i++)
      lifted[i * size + k] = Math.min(255, Math.round((at(i, k) * 255) / Math.max(1, ground[i])));
  }
  for (let i = 0; i < n; i++)
    for (let k = 0; k < size; k++)
      data[rowOf(i, k) * width + stroke.left + i] = lifted[i * size + k];
}

/** Each pixel of the stroke a blend of the pixel above it and the one below, the nearer weighing more. */
function paintOver(data: Uint8Array, width: number, stroke: RuleStroke): void {
  for (let i = 0; i < stroke.rows.length; i++) {
    const x = stroke.left + i;
    const [top, bottom] = [stroke.top[i], stroke.bottom[i]];
    const above = data[(top - 1) * width + x];
    const below = data[(bottom + 1) * width + x];
    for (let y = top; y <= bottom; y++) {
      const w = (y - top + 1) / (bottom - top + 2);
      data[y * width + x] = Math.round((1 - w) * above + w * below);
    }
  }
}
