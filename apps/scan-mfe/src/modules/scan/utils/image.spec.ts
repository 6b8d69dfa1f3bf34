import { brighten, brighteningDecision, MAX_CLIPPED_SHARE } from './image';

/** RGBA pixels: `count` copies of each [r, g, b]. */
function pixels(...runs: { rgb: [number, number, number]; count: number }[]): Uint8ClampedArray {
  const total = runs.reduce((n, r) => n + r.count, 0);
  const data = new Uint8ClampedArray(total * 4);
  let i = 0;
  for (const { rgb, count } of runs) {
    for (let k = 0; k < count; k += 1, i += 4) data.set([...rgb, 255], i);
  }
  return data;
}

describe('brightening decision (spec 01 §9, issue 19)', () => {
  it('leaves a label on light paper alone: brightening would turn the paper and letter edges white', () => {
    const label = pixels(
      { rgb: [246, 239, 217], count: 700 }, // cream paper
      { rgb: [180, 170, 150], count: 100 }, // grey, blurred edges of letters
      { rgb: [42, 29, 14], count: 200 }, // ink
    );
    const decision = brighteningDecision(label);
    expect(decision.brighten).toBe(false);
    expect(decision.clippedShare).toBeCloseTo(0.8, 5);
  });

  it('leaves an already white image alone', () => {
    const white = pixels({ rgb: [255, 255, 255], count: 90 }, { rgb: [17, 17, 17], count: 10 });
    expect(brighteningDecision(white)).toEqual({ brighten: false, clippedShare: 0.9 });
  });

  it('brightens a dim photo, in which nothing would reach white', () => {
    const dim = pixels({ rgb: [120, 110, 100], count: 800 }, { rgb: [20, 20, 20], count: 200 });
    expect(brighteningDecision(dim)).toEqual({ brighten: true, clippedShare: 0 });
  });

  it('allows a small share of clipped pixels (a highlight) and no more', () => {
    const limit = Math.round(MAX_CLIPPED_SHARE * 1000);
    const atLimit = pixels(
      { rgb: [240, 240, 240], count: limit },
      { rgb: [90, 90, 90], count: 1000 - limit },
    );
    expect(brighteningDecision(atLimit).brighten).toBe(true);
    const over = pixels(
      { rgb: [240, 240, 240], count: limit + 1 },
      { rgb: [90, 90, 90], count: 999 - limit },
    );
    expect(brighteningDecision(over).brighten).toBe(false);
  });

  it('counts a pixel as clipped from the first value that brightening takes to 255', () => {
    expect(brighten(172)).toBeLessThan(255);
    expect(brighten(173)).toBe(255);
    expect(brighteningDecision(pixels({ rgb: [172, 172, 172], count: 1 })).clippedShare).toBe(0);
    expect(brighteningDecision(pixels({ rgb: [173, 173, 173], count: 1 })).clippedShare).toBe(1);
  });

  it('counts a saturated colour channel as clipped (a red print on a dim photo would lose its shading)', () => {
    expect(brighteningDecision(pixels({ rgb: [210, 40, 40], count: 1 })).clippedShare).toBe(1);
  });

  it('does not brighten an empty image', () => {
    expect(brighteningDecision(new Uint8ClampedArray(0))).toEqual({
      brighten: false,
      clippedShare: 0,
    });
  });
});
