import sharp from 'sharp';
import { turnedLines } from './photo-reader';
import type { DetectedLine } from './text-detector';

const WHITE = { r: 255, g: 255, b: 255 };

/** A grey image of `width` × `height` with a dark bar (a line of print) at the given box. */
function withBar(
  width: number,
  height: number,
  bar: { x: number; y: number; w: number; h: number },
) {
  const data = Buffer.alloc(width * height, 255);
  for (let y = bar.y; y < bar.y + bar.h; y++)
    data.fill(0, y * width + bar.x, y * width + bar.x + bar.w);
  return sharp(data, { raw: { width, height, channels: 1 } });
}

async function rotated(image: sharp.Sharp, degrees: number) {
  const { data, info } = await image
    .rotate(degrees, { background: WHITE })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels];
  return { data: grey, width: info.width, height: info.height };
}

/** The dark pixels' bounds, and their middle column by column (as the detector traces it). */
function darkLine(image: { data: Buffer; width: number; height: number }) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  const centre: { x: number; y: number }[] = [];
  for (let x = 0; x < image.width; x++) {
    let [first, last] = [-1, -1];
    for (let y = 0; y < image.height; y++) {
      if (image.data[y * image.width + x] >= 128) continue;
      if (first < 0) first = y;
      last = y;
    }
    if (first < 0) continue;
    [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, first), Math.max(y1, last)];
    if (x % 4 === 0) centre.push({ x, y: (first + last) / 2 });
  }
  return { box: { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 }, centre };
}

describe('turnedLines: detected lines moved onto the levelled photo', () => {
  it.each([
    [4, 1],
    [-6, 1.5],
  ])(
    'a line tilted by %d° (detection at %d× the photo) lands where sharp puts it, as thin as printed',
    async (tilt, scale) => {
      const bar = { x: 60, y: 150, w: 480, h: 16 };
      const tilted = await rotated(withBar(600, 400, bar), tilt);
      const seen = darkLine(tilted);
      const line: DetectedLine = {
        box: {
          x: seen.box.x * scale,
          y: seen.box.y * scale,
          w: seen.box.w * scale,
          h: seen.box.h * scale,
        },
        score: 0.9,
        angle: tilt,
        thickness: bar.h * scale,
        centre: seen.centre.map((p) => ({ x: p.x * scale, y: p.y * scale })),
      };
      // The tilted box is far taller than the line: that is what levelling is for.
      expect(seen.box.h).toBeGreaterThan(2 * bar.h);
      const level = await rotated(sharp(tilted.data, { raw: { ...tilted, channels: 1 } }), -tilt);
      const [moved] = turnedLines([line], -tilt, scale, tilted, level);
      const truth = darkLine(level).box;
      expect(moved.angle).toBeCloseTo(0, 5);
      for (const side of ['x', 'y', 'w', 'h'] as const)
        expect(Math.abs(moved.box[side] / scale - truth[side])).toBeLessThanOrEqual(3);
      // Along its course (its square-cut ends aside), the line's centre now runs level.
      const course = (moved.centre ?? []).slice(10, -10);
      expect(course.length).toBeGreaterThan(50);
      for (const p of course)
        expect(Math.abs(p.y / scale - (truth.y + truth.h / 2))).toBeLessThan(2);
    },
  );

  it('turns a line without a traced centre by its box corners', () => {
    const line: DetectedLine = { box: { x: 90, y: 40, w: 20, h: 60 }, score: 0.9, angle: 90 };
    const size = { width: 200, height: 100 };
    // Half a turn about the centre, on a canvas of the same size.
    const [moved] = turnedLines([line], 180, 1, size, size);
    expect(moved.box).toEqual({ x: 90, y: 0, w: 20, h: 60 });
    expect(moved.angle).toBe(270);
  });
});
