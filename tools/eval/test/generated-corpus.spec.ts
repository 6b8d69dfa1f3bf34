import {
  DEGRADATION_KINDS,
  type Degradations,
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
import { scoreExtraction } from '../src/generated/generated.section';
import { degrade, encodeJpeg } from '../src/generated/render';

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

  it('degrades an image to the same JPEG bytes twice: noise and clutter are seeded', async () => {
    // Every degradation at once, on a small label (full-size photos are slow under Jest's sandbox).
    const corpus = generatedCorpus();
    const photo = {
      ...corpus[0],
      degradations: Object.assign({}, ...corpus.map((p) => p.degradations)) as Degradations,
    };
    expect(kindsOf(photo)).toEqual(DEGRADATION_KINDS);
    const label = stripes(240, 90, [20, 60, 100, 140, 180]);
    const once = await degrade(label, photo);
    const twice = await degrade(label, photo);
    expect(Buffer.from(twice.data).equals(Buffer.from(once.data))).toBe(true);
    const jpeg = await encodeJpeg(once, photo.degradations.jpeg.quality);
    expect(jpeg.equals(await encodeJpeg(twice, photo.degradations.jpeg.quality))).toBe(true);
    expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // A different seed gives a different photo (other noise and clutter).
    const other = await degrade(label, { ...photo, seed: photo.seed + 1 });
    expect(meanDifference(once, other)).toBeGreaterThan(1);
  });
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

describe('generated section scoring', () => {
  const extracted = (ingredients: string[], containsStatements: string[] = []) => ({
    ingredients,
    containsStatements,
    productName: null,
    allergens: [],
    uncertainWords: [],
    hint: null,
  });

  it('scores a perfect read as perfect, E-numbers included', () => {
    const photo = generatedCorpus().find((p) => p.content.id === 'multi-en-fr-crackers')!;
    const truth = truthOf(photo.content);
    const r = scoreExtraction(photo, extracted(truth.ingredients, truth.statements), 10);
    expect(r.cer).toBe(0);
    expect(r.recall).toBe(1);
    expect(r.additives).toEqual({ truePositives: 3, falsePositives: 0, falseNegatives: 0 });
    expect(r.traces.falseNegatives).toBe(0);
  });

  it('counts the second language of a multilingual pack as a misread, and lost E-numbers as missed', () => {
    const photo = generatedCorpus().find((p) => p.content.id === 'multi-en-fr-crackers')!;
    const french = photo.content.sections[1];
    const r = scoreExtraction(photo, extracted(french.ingredients), 10);
    expect(r.cer).toBeGreaterThan(0.1);
    expect(r.recall).toBeLessThan(0.5);
    const cut = scoreExtraction(
      photo,
      extracted(truthOf(photo.content).ingredients.slice(0, 4)),
      10,
    );
    expect(cut.additives.falseNegatives).toBe(3);
    expect(cut.traces.falseNegatives).toBe(1);
  });
});
