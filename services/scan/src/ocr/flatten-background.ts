import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Sliding maximum along one axis (a monotonic queue: linear in the number of pixels). */
function slidingMax(
  src: Float32Array,
  dst: Float32Array,
  length: number,
  stride: number,
  lines: number,
  lineStep: number,
  radius: number,
): void {
  const values = new Float32Array(length);
  const queue = new Int32Array(length);
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    for (let k = 0; k < length; k++) values[k] = src[base + k * stride] ?? 0;
    let head = 0;
    let tail = 0;
    for (let k = 0; k < length + radius; k++) {
      if (k < length) {
        while (tail > head && values[queue[tail - 1]] <= values[k]) tail--;
        queue[tail++] = k;
      }
      const centre = k - radius;
      if (centre < 0) continue;
      while (queue[head] < centre - radius) head++;
      dst[base + centre * stride] = values[queue[head] ?? 0] ?? 0;
    }
  }
}

/**
 * Divides each pixel by the brightest pixel around it (the local background): paper, shadows and
 * a dark table around the pack all become white while print stays dark. Global binarisation then
 * keeps low-contrast grey print that it would otherwise lose beside a dark surround.
 */
export async function flattenBackground(
  image: Buffer,
): Promise<{ image: Buffer; width: number; height: number }> {
  const source = await loadImage(image);
  const { width, height } = source;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(source, 0, 0);
  const pixels = ctx.getImageData(0, 0, width, height);
  const data = pixels.data;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
  // Wider than a letter stroke, narrower than the gaps between lines, at the usual photo scales.
  const radius = Math.max(10, Math.round((15 * Math.max(width, height)) / 1300));
  const across = new Float32Array(grey.length);
  const background = new Float32Array(grey.length);
  slidingMax(grey, across, width, 1, height, width, radius);
  slidingMax(across, background, height, width, width, 1, radius);
  for (let i = 0; i < grey.length; i++) {
    const v = Math.min(255, (grey[i] / Math.max(background[i], 1)) * 255);
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  ctx.putImageData(pixels, 0, 0);
  return { image: await canvas.encode('png'), width, height };
}
