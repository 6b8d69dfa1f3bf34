import { linesFromProbabilityMap } from './text-detector';
import { singleLineHeight } from './text-blocks';

/** A probability map with one text line `thick` px thick along y = y0 + sag·(2x/w − 1)². */
function arcMap(width: number, height: number, thick: number, sag: number): Float32Array {
  const map = new Float32Array(width * height);
  for (let x = 20; x < width - 20; x++) {
    const t = (2 * x) / width - 1;
    const centre = 40 + sag * t * t;
    for (let y = Math.round(centre - thick / 2); y < Math.round(centre + thick / 2); y++)
      map[y * width + x] = 0.9;
  }
  return map;
}

describe('line heights from the detector (issue 19)', () => {
  it('measures a curved line by its printed height, not by its bounding box', () => {
    const flat = linesFromProbabilityMap(arcMap(400, 120, 8, 0), 400, 120);
    const curved = linesFromProbabilityMap(arcMap(400, 140, 8, 70), 400, 140);
    expect(flat).toHaveLength(1);
    expect(curved).toHaveLength(1);
    // The curved line's box spans its arc, several lines tall …
    expect(curved[0].box.h).toBeGreaterThan(3 * flat[0].box.h);
    // … but its type size is that of the flat line, and so is the paragraph's line height.
    expect(curved[0].thickness!).toBeGreaterThan(0.8 * flat[0].thickness!);
    expect(curved[0].thickness!).toBeLessThan(1.3 * flat[0].thickness!);
    expect(singleLineHeight(curved)).toBeLessThan(1.3 * singleLineHeight(flat));
  });
});
