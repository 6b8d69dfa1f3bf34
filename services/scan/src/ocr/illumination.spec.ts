import { deepenFaintPrint, divideByGround, groundLevel } from './illumination';

/**
 * A 200 × 120 block: white (250) above row 60, shadowed (140) below, as where a pack is folded,
 * with vertical strokes of print (4 px wide, 30 darker than their ground) every 20 px.
 */
function foldedBlock(): { data: Uint8Array; width: number; height: number } {
  const width = 200;
  const height = 120;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ground = y < 60 ? 250 : 140;
      const stroke = x % 20 < 4 && y > 10 && y < 110;
      data[y * width + x] = stroke ? 30 : ground;
    }
  }
  return { data, width, height };
}

describe('the ground under the print (glare, shadow, folds)', () => {
  it('takes the print away: the ground under a stroke is the paper beside it', () => {
    const { data, width, height } = foldedBlock();
    const ground = groundLevel(data, width, height, 8);
    expect(ground[30 * width + 2]).toBeGreaterThan(240);
    expect(ground[90 * width + 2]).toBeGreaterThan(130);
    expect(ground[90 * width + 2]).toBeLessThan(150);
  });

  it('follows a step in brightness: the shadowed half comes out white a few pixels past the fold', () => {
    const { data, width, height } = foldedBlock();
    const out = divideByGround(data, width, height, 8);
    // Paper in the shadow, 12 px below the fold (a blur as wide as a line would leave it grey).
    expect(out[72 * width + 10]).toBeGreaterThan(245);
    // Paper above the fold stays white, and the print stays dark on both sides.
    expect(out[30 * width + 10]).toBeGreaterThan(245);
    expect(out[30 * width + 1]).toBeLessThan(60);
    expect(out[90 * width + 1]).toBeLessThan(70);
  });

  it('is a max filter then a box mean, edges repeated (checked pixel by pixel on noise)', () => {
    const width = 37;
    const height = 23;
    const radius = 3;
    const data = new Uint8Array(width * height).map((_, i) => (i * 7919 + (i >> 3) * 104729) % 256);
    const at = (img: ArrayLike<number>, x: number, y: number) =>
      img[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))];
    const max = new Array<number>(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let m = 0;
        for (let dy = -radius; dy <= radius; dy++)
          for (let dx = -radius; dx <= radius; dx++) m = Math.max(m, at(data, x + dx, y + dy));
        max[y * width + x] = m;
      }
    // The smoothing rounds once per axis: compare within one level.
    const smooth = 1;
    const ground = groundLevel(data, width, height, radius);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let dy = -smooth; dy <= smooth; dy++)
          for (let dx = -smooth; dx <= smooth; dx++) sum += at(max, x + dx, y + dy);
        expect(Math.abs(ground[y * width + x] - sum / 9)).toBeLessThanOrEqual(1);
      }
  });

  it('leaves an evenly lit block as it is', () => {
    const width = 50;
    const height = 20;
    const data = new Uint8Array(width * height).fill(255);
    data[10 * width + 25] = 0;
    const out = divideByGround(data, width, height, 4);
    expect(out[10 * width + 25]).toBe(0);
    expect(out[5 * width + 5]).toBe(255);
  });
});

describe('faint print under glare', () => {
  const width = 240;
  const height = 60;
  /**
   * One line of print (rows 15–45) on white: strokes 3 px wide every 12 px, dark (20) on the
   * left half, faded by glare (190) on the right, with light noise (240) beside the faded ones.
   */
  function glaredLine(): Uint8Array {
    const data = new Uint8Array(width * height).fill(255);
    for (let y = 15; y < 45; y++)
      for (let x = 0; x < width; x++) {
        if (x % 12 < 3) data[y * width + x] = x < 120 ? 20 : 190;
        else if (x >= 120 && x % 12 === 6) data[y * width + x] = 240;
      }
    return data;
  }
  const line = [{ x: 0, y: 15, w: width, h: 30 }];

  it('darkens faded strokes inside a line to the depth of normal print', () => {
    const data = glaredLine();
    deepenFaintPrint(data, width, height, 12, line);
    for (const x of [180, 192, 204]) expect(data[30 * width + x]).toBeLessThan(60);
  });

  it('leaves dark print, the noise beside faded strokes and white paper as they were', () => {
    const data = glaredLine();
    deepenFaintPrint(data, width, height, 12, line);
    expect(data[30 * width + 12]).toBe(20);
    expect(data[30 * width + 186]).toBe(240);
    expect(data[30 * width + 190]).toBe(255);
  });

  it('touches nothing outside the lines: faded marks beside them stay faded', () => {
    const data = glaredLine();
    const before = Uint8Array.from(data);
    deepenFaintPrint(data, width, height, 12, [{ x: 0, y: 15, w: 100, h: 30 }]);
    expect(data).toEqual(before);
  });
});
