import {
  DEGRADATION_KINDS,
  degradationsFor,
  generatedCorpus,
  kindsOf,
  seededRandom,
} from '../src/generated/corpus';
import { truthOf } from '../src/generated/packs';
import {
  blankRaster,
  curve,
  fold,
  glare,
  homography,
  meanDifference,
  perspective,
  type Raster,
} from '../src/generated/raster';
import { renderPhoto } from '../src/generated/render';

/** A white raster with black vertical stripes `w` px wide at the given x positions. */
function stripes(width: number, height: number, xs: number[], w = 4): Raster {
  const r = blankRaster(width, height, [255, 255, 255]);
  for (const x0 of xs)
    for (let y = 0; y < height; y++)
      for (let x = x0; x < x0 + w; x++)
        r.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return r;
}

/** Columns of row y darker than mid-grey. */
function darkColumns(r: Raster, y: number): number[] {
  const cols: number[] = [];
  for (let x = 0; x < r.width; x++) if (r.data[(y * r.width + x) * 4] < 128) cols.push(x);
  return cols;
}

describe('generated photo corpus', () => {
  it('is the same on every run: same packs, seeds and degradation parameters', () => {
    const a = generatedCorpus();
    const b = generatedCorpus();
    expect(a).toHaveLength(60);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(new Set(a.map((p) => p.id)).size).toBe(60);
    expect(JSON.stringify(degradationsFor(seededRandom(7)))).toBe(
      JSON.stringify(degradationsFor(seededRandom(7))),
    );
    expect(JSON.stringify(degradationsFor(seededRandom(7)))).not.toBe(
      JSON.stringify(degradationsFor(seededRandom(8))),
    );
  });

  it('covers six languages, the extra layouts and every degradation, several per photo', () => {
    const corpus = generatedCorpus();
    const langs = new Set(corpus.map((p) => truthOf(p.content).lang));
    expect([...langs].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pl']);
    const layouts = new Set(corpus.map((p) => p.content.layout));
    expect([...layouts].sort()).toEqual(['bullets', 'label', 'multilingual', 'two-column']);
    for (const kind of DEGRADATION_KINDS)
      expect(corpus.filter((p) => p.degradations[kind]).length).toBeGreaterThanOrEqual(15);
    for (const p of corpus) {
      expect(kindsOf(p).length).toBeGreaterThanOrEqual(4); // three or more, plus JPEG
      const d = p.degradations;
      if (d.blur) expect(d.blur.sigma).toBeLessThanOrEqual(1.2);
      if (d.glare) expect(d.glare.peak).toBeLessThanOrEqual(0.75);
      expect(d.jpeg.quality).toBeGreaterThanOrEqual(60);
    }
  });

  it('renders a photo to the same JPEG bytes twice (noise and clutter are seeded)', async () => {
    const photo = generatedCorpus().find((p) => p.degradations.noise && p.degradations.background)!;
    const first = await renderPhoto(photo);
    const second = await renderPhoto(photo);
    expect(first.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(second.equals(first)).toBe(true);
  }, 60_000);
});

describe('degradations', () => {
  it('curve keeps the size and compresses print towards the edges, magnifying the centre', () => {
    const src = stripes(400, 20, [200, 240, 340, 380], 2);
    const out = curve(src, 40, 0, [255, 255, 255]);
    expect([out.width, out.height]).toEqual([400, 20]);
    expect(meanDifference(src, out)).toBeGreaterThan(1);
    // Left edge of each stripe in the output.
    const starts = darkColumns(out, 10).filter((x, i, all) => i === 0 || all[i - 1] !== x - 1);
    expect(starts).toHaveLength(4);
    const [a, b, c, d] = starts;
    expect(b - a).toBeGreaterThan(40); // 40 px of print near the centre look wider…
    expect(d - c).toBeLessThan(38); // …and 40 px near the edge narrower
    expect(c).toBeGreaterThan(340); // the outer print moves outwards
  });

  it('fold shifts and darkens what lies past the crease', () => {
    const src = stripes(100, 100, [40]);
    const out = fold(
      src,
      { axis: 'horizontal', at: 0.5, offsetPx: 3, brightness: 0.85 },
      [255, 255, 255],
    );
    expect(darkColumns(out, 20)).toEqual([40, 41, 42, 43]);
    expect(darkColumns(out, 80)).toEqual([43, 44, 45, 46]);
    expect(out.data[(80 * 100 + 10) * 4]).toBe(Math.round(255 * 0.85));
  });

  it('glare whitens the centre of its ellipse and leaves far pixels alone', () => {
    const src = blankRaster(200, 200, [40, 40, 40]);
    const out = glare(src, { cx: 0.5, cy: 0.5, rx: 0.1, ry: 0.1, angleDeg: 0, peak: 0.7 });
    expect(out.data[(100 * 200 + 100) * 4]).toBeGreaterThan(180);
    expect(out.data[0]).toBe(40);
  });

  it('perspective maps the corners where asked and is the identity without movement', () => {
    const h = homography(
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      [
        [1, 2],
        [9, 0],
        [10, 10],
        [0, 8],
      ],
    );
    const map = (x: number, y: number) => {
      const w = h[6] * x + h[7] * y + h[8];
      return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
    };
    expect(map(0, 0)[0]).toBeCloseTo(1);
    expect(map(10, 0)[1]).toBeCloseTo(0);
    expect(map(0, 10)[1]).toBeCloseTo(8);
    const src = stripes(120, 80, [30, 90]);
    const still = perspective(
      src,
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
      [255, 255, 255],
    );
    expect(meanDifference(src, still)).toBeLessThan(0.5);
    const tilted = perspective(
      src,
      [
        [0.05, 0],
        [-0.05, 0],
        [0, 0],
        [0, 0],
      ],
      [255, 255, 255],
    );
    expect(meanDifference(src, tilted)).toBeGreaterThan(2);
    expect([tilted.width, tilted.height]).toEqual([120, 80]);
  });
});
