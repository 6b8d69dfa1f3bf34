/**
 * Photo degradations on raw RGBA pixels. Each takes its parameters explicitly (no hidden
 * randomness: noise draws from the seeded generator it is given), so an image is a pure function
 * of its corpus entry.
 */

export interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row after row. */
  data: Uint8ClampedArray;
}

export type Rgb = [number, number, number];

export function blankRaster(width: number, height: number, fill: Rgb): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = fill[0];
    data[i + 1] = fill[1];
    data[i + 2] = fill[2];
    data[i + 3] = 255;
  }
  return { width, height, data };
}

export function hexToRgb(hex: string): Rgb {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Bilinear sample of (x, y) into out[o…o+3]; outside the image gives `fill`. */
function sampleInto(
  src: Raster,
  x: number,
  y: number,
  fill: Rgb,
  out: Uint8ClampedArray,
  o: number,
) {
  const { width, height, data } = src;
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) {
    out[o] = fill[0];
    out[o + 1] = fill[1];
    out[o + 2] = fill[2];
    out[o + 3] = 255;
    return;
  }
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const a = (y0 * width + x0) * 4;
  const b = (y0 * width + x1) * 4;
  const c = (y1 * width + x0) * 4;
  const d = (y1 * width + x1) * 4;
  for (let k = 0; k < 3; k++) {
    const top = data[a + k] + (data[b + k] - data[a + k]) * fx;
    const bottom = data[c + k] + (data[d + k] - data[c + k]) * fx;
    out[o + k] = top + (bottom - top) * fy;
  }
  out[o + 3] = 255;
}

/** The RGB of the pixel at `o` scaled by `factor` (alpha kept). */
function dim(data: Uint8ClampedArray, o: number, factor: number): void {
  data[o] *= factor;
  data[o + 1] *= factor;
  data[o + 2] *= factor;
}

/**
 * A label wrapped round a cylinder (jar, bottle, can) seen from the front: the label spans
 * ±`arcDegrees` of the cylinder, so columns are compressed more and more towards the edges
 * (x = R·sin θ), the sides darken as they turn from the light, and text lines bend by up to `sagPx`
 * (the camera slightly above the axis). The output keeps the input's size.
 */
export function curve(src: Raster, arcDegrees: number, sagPx: number, fill: Rgb): Raster {
  const { width, height } = src;
  const out = new Uint8ClampedArray(width * height * 4);
  const phi = (arcDegrees * Math.PI) / 180;
  const half = width / 2;
  const thetas = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const u = (x + 0.5 - half) / half;
    thetas[x] = Math.asin(Math.max(-1, Math.min(1, u * Math.sin(phi))));
  }
  for (let x = 0; x < width; x++) {
    const theta = thetas[x];
    const sx = half + (half * theta) / phi - 0.5;
    const dy = sagPx * ((1 - Math.cos(theta)) / Math.max(1e-6, 1 - Math.cos(phi)));
    const shade = 0.78 + 0.22 * Math.cos(theta);
    for (let y = 0; y < height; y++) {
      const o = (y * width + x) * 4;
      sampleInto(src, sx, y - dy, fill, out, o);
      dim(out, o, shade);
    }
  }
  return { width, height, data: out };
}

/**
 * A crease across the pack: the part past the fold is displaced by `offsetPx` along the crease and
 * lit differently (`brightness`), with a dark line and a thin highlight on the fold itself.
 */
export function fold(
  src: Raster,
  options: { axis: 'horizontal' | 'vertical'; at: number; offsetPx: number; brightness: number },
  fill: Rgb,
): Raster {
  const { width, height } = src;
  const out = new Uint8ClampedArray(width * height * 4);
  const horizontal = options.axis === 'horizontal';
  const line = Math.round((horizontal ? height : width) * options.at);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const pos = horizontal ? y : x;
      const past = pos >= line;
      const sx = past && horizontal ? x - options.offsetPx : x;
      const sy = past && !horizontal ? y - options.offsetPx : y;
      sampleInto(src, sx, sy, fill, out, o);
      const d = pos - line;
      let f = past ? options.brightness : 1;
      if (d >= -2 && d <= 1) f *= 0.72;
      else if (d === 2 || d === 3) f = Math.min(1.25, f * 1.15);
      dim(out, o, f);
    }
  }
  return { width, height, data: out };
}

type Point = [number, number];

/** The homography taking the four `from` points to the four `to` points (3×3, row-major, h33 = 1). */
export function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the 8×9 augmented matrix.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 9; k++) a[r][k] -= f * a[c][k];
    }
  }
  return [...a.map((row, i) => row[8] / row[i]), 1];
}

/**
 * The photo taken at an angle: each corner of the image moves by its (dx, dy) fraction of the
 * image size; what falls outside the moved quadrilateral shows `fill`. Same size out.
 */
export function perspective(src: Raster, corners: Point[], fill: Rgb): Raster {
  const { width, height } = src;
  const rect: Point[] = [
    [0, 0],
    [width - 1, 0],
    [width - 1, height - 1],
    [0, height - 1],
  ];
  const moved = rect.map(([x, y], i): Point => [
    x + corners[i][0] * width,
    y + corners[i][1] * height,
  ]);
  // Inverse mapping: for each output pixel, where it comes from in the source.
  const h = homography(moved, rect);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h[6] * x + h[7] * y + h[8];
      const sx = (h[0] * x + h[1] * y + h[2]) / w;
      const sy = (h[3] * x + h[4] * y + h[5]) / w;
      sampleInto(src, sx, sy, fill, out, (y * width + x) * 4);
    }
  }
  return { width, height, data: out };
}

/**
 * A shadow falling across the photo (a hand, the shelf): brightness falls linearly by up to
 * `strength` along direction `angleDeg`, starting at fraction `start` of the way across.
 */
export function shadow(src: Raster, angleDeg: number, strength: number, start: number): Raster {
  const { width, height, data } = src;
  const out = new Uint8ClampedArray(data);
  const dx = Math.cos((angleDeg * Math.PI) / 180);
  const dy = Math.sin((angleDeg * Math.PI) / 180);
  // Projections of the corners give the extent of the gradient.
  const proj = [0, width * dx, height * dy, width * dx + height * dy];
  const lo = Math.min(...proj);
  const hi = Math.max(...proj);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x * dx + y * dy - lo) / (hi - lo);
      const s = t <= start ? 0 : (t - start) / (1 - start);
      const f = 1 - strength * s;
      const o = (y * width + x) * 4;
      dim(out, o, f);
    }
  }
  return { width, height, data: out };
}

/**
 * A specular highlight on glossy film: pixels are pulled towards white by `peak` at the centre of
 * an ellipse, falling off as a Gaussian of the elliptical distance (1 at the radii).
 */
export function glare(
  src: Raster,
  options: { cx: number; cy: number; rx: number; ry: number; angleDeg: number; peak: number },
): Raster {
  const { width, height, data } = src;
  const out = new Uint8ClampedArray(data);
  const cx = options.cx * width;
  const cy = options.cy * height;
  const rx = options.rx * width;
  const ry = options.ry * height;
  const c = Math.cos((options.angleDeg * Math.PI) / 180);
  const s = Math.sin((options.angleDeg * Math.PI) / 180);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = x - cx;
      const py = y - cy;
      const u = (px * c + py * s) / rx;
      const v = (-px * s + py * c) / ry;
      const a = options.peak * Math.exp(-1.5 * (u * u + v * v));
      if (a < 0.004) continue;
      const o = (y * width + x) * 4;
      for (let k = 0; k < 3; k++) out[o + k] = data[o + k] + (255 - data[o + k]) * a;
    }
  }
  return { width, height, data: out };
}

/** Sensor noise: Gaussian, `sigma` grey levels, mostly shared by the channels (luma) with some chroma. */
export function noise(src: Raster, sigma: number, random: () => number): Raster {
  const { width, height, data } = src;
  const out = new Uint8ClampedArray(data);
  const gauss = () => {
    const u = Math.max(random(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  for (let o = 0; o < out.length; o += 4) {
    const luma = gauss() * sigma * 0.85;
    for (let k = 0; k < 3; k++) out[o + k] = data[o + k] + luma + gauss() * sigma * 0.45;
  }
  return { width, height, data: out };
}

/** Mean absolute difference per channel value, 0–255: how much a degradation changed the image. */
export function meanDifference(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  let sum = 0;
  let n = 0;
  for (let o = 0; o < a.data.length; o += 4) {
    for (let k = 0; k < 3; k++) sum += Math.abs(a.data[o + k] - b.data[o + k]);
    n += 3;
  }
  return sum / n;
}
