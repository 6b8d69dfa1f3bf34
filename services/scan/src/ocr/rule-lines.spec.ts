import { eraseRuleLines } from './rule-lines';

const W = 600;
const H = 120;
const LINE = 40;

/** A white block with one line of "print": words of dark strokes 3 px wide, rows 40–70. */
function printed(): Uint8Array {
  const data = new Uint8Array(W * H).fill(255);
  for (let x = 20; x < 580; x++) {
    // Words of five strokes, 12 px apart, with 30 px between words.
    const inWord = x % 90 < 60;
    if (!inWord || x % 12 >= 3) continue;
    for (let y = 40; y < 70; y++) data[y * W + x] = 0;
  }
  return data;
}

function drawLine(data: Uint8Array, y0: number, thickness: number, level: number, slope = 0) {
  for (let x = 10; x < 590; x++) {
    const y = Math.round(y0 + slope * x);
    for (let t = 0; t < thickness; t++)
      data[(y + t) * W + x] = Math.min(data[(y + t) * W + x], level);
  }
}

const strokeColumns = () =>
  Array.from({ length: W }, (_, x) => x).filter(
    (x) => x >= 20 && x < 580 && x % 90 < 60 && x % 12 < 3,
  );
const gapColumns = () =>
  Array.from({ length: W }, (_, x) => x).filter(
    (x) => x >= 30 && x < 570 && (x % 90 >= 65 || x % 12 >= 5),
  );

describe('eraseRuleLines', () => {
  it('leaves print alone: spaces between words break every path', () => {
    const data = printed();
    const before = Uint8Array.from(data);
    expect(eraseRuleLines(data, W, H, LINE)).toEqual([]);
    expect(data).toEqual(before);
  });

  it('a grey crease through the middle of the print turns white between the letters; the letters stay', () => {
    const data = printed();
    drawLine(data, 52, 5, 150);
    expect(eraseRuleLines(data, W, H, LINE)).toHaveLength(1);
    for (const x of gapColumns()) for (let y = 52; y < 57; y++) expect(data[y * W + x]).toBe(255);
    for (const x of strokeColumns()) for (let y = 40; y < 70; y++) expect(data[y * W + x]).toBe(0);
  });

  it('a deep crease through black print is lifted, not painted over: print along it stays', () => {
    const data = printed();
    // Bars of print along the crease (the top of an o, the bar of an e), between two strokes.
    const bars = strokeColumns().filter((x) => x % 12 === 0 && x % 90 < 48);
    for (const x of bars) for (let y = 53; y < 55; y++) data.fill(0, y * W + x, y * W + x + 12);
    drawLine(data, 52, 5, 95);
    expect(eraseRuleLines(data, W, H, LINE)).toHaveLength(1);
    for (const x of bars)
      for (let y = 53; y < 55; y++)
        for (let dx = 0; dx < 12; dx++) expect(data[y * W + x + dx]).toBe(0);
    for (const x of gapColumns().filter((x) => x % 90 >= 65))
      for (let y = 52; y < 57; y++) expect(data[y * W + x]).toBe(255);
  });

  it('print slid along a crease is slid back: strokes meet across it again', () => {
    const data = printed();
    // Everything below row 54 moved 6 px to the right, as past a fold seen at an angle.
    for (let y = 54; y < H; y++) {
      const row = data.slice(y * W, (y + 1) * W);
      data.fill(255, y * W, (y + 1) * W);
      data.set(row.subarray(0, W - 6), y * W + 6);
    }
    drawLine(data, 52, 5, 150);
    expect(eraseRuleLines(data, W, H, LINE)).toHaveLength(1);
    for (const x of strokeColumns()) for (let y = 58; y < 70; y++) expect(data[y * W + x]).toBe(0);
    for (const x of gapColumns()) for (let y = 58; y < 70; y++) expect(data[y * W + x]).toBe(255);
  });

  it('print that meets across a crease is not slid', () => {
    const data = printed();
    drawLine(data, 52, 5, 150);
    eraseRuleLines(data, W, H, LINE);
    for (const x of strokeColumns()) for (let y = 58; y < 70; y++) expect(data[y * W + x]).toBe(0);
  });

  it('a slanting crease between two lines of print is followed and whitened', () => {
    const data = printed();
    drawLine(data, 72, 3, 150, 0.05);
    expect(eraseRuleLines(data, W, H, LINE)).toHaveLength(1);
    for (let x = 10; x < 590; x++) {
      const y = Math.round(72 + 0.05 * x);
      for (let t = 0; t < 3; t++) expect(data[(y + t) * W + x]).toBe(255);
    }
  });

  it('a thin black rule is painted over from its sides: strokes crossing it stay dark', () => {
    const data = printed();
    drawLine(data, 54, 2, 40);
    expect(eraseRuleLines(data, W, H, LINE)).toHaveLength(1);
    for (const x of gapColumns()) for (let y = 53; y <= 56; y++) expect(data[y * W + x]).toBe(255);
    for (const x of strokeColumns()) for (let y = 53; y <= 56; y++) expect(data[y * W + x]).toBe(0);
  });

  it('keeps a bar as thick as half a line, and grey texture with no line in it', () => {
    const bar = printed();
    drawLine(bar, 75, 20, 60);
    const barBefore = Uint8Array.from(bar);
    expect(eraseRuleLines(bar, W, H, LINE)).toEqual([]);
    expect(bar).toEqual(barBefore);

    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const texture = Uint8Array.from({ length: W * H }, () => 150 + Math.floor(random() * 80));
    const textureBefore = Uint8Array.from(texture);
    expect(eraseRuleLines(texture, W, H, LINE)).toEqual([]);
    expect(texture).toEqual(textureBefore);
  });

  describe('upright lines (a fold down a carton, a column rule)', () => {
    const PH = 180;
    /** Three lines of print (rows 20–50, 75–105, 130–160), strokes aligned from line to line. */
    function paragraph(): Uint8Array {
      const data = new Uint8Array(W * PH).fill(255);
      for (const top of [20, 75, 130])
        for (let x = 20; x < 580; x++) {
          if (x % 90 >= 60 || x % 12 >= 3) continue;
          for (let y = top; y < top + 30; y++) data[y * W + x] = 0;
        }
      return data;
    }

    it('leaves a paragraph alone: the space between lines breaks every upright path', () => {
      const data = paragraph();
      const before = Uint8Array.from(data);
      eraseRuleLines(data, W, PH, LINE);
      expect(data).toEqual(before);
    });

    it('a grey crease down the paragraph turns white between the lines; the letters stay', () => {
      const data = paragraph();
      // Columns 303–307: between two strokes of a word, through all three lines.
      for (let y = 5; y < 175; y++) for (let x = 303; x < 308; x++) data[y * W + x] = 150;
      eraseRuleLines(data, W, PH, LINE);
      for (let y = 5; y < 175; y++)
        for (let x = 303; x < 308; x++) expect(data[y * W + x]).toBe(255);
      for (const x of strokeColumns())
        for (const top of [20, 75, 130]) expect(data[(top + 10) * W + x]).toBe(0);
    });

    it('is not looked for in a single line of print: a letter stem is no line', () => {
      // A one-line block (print on rows 40–70 of 90), with a stem of print running its height.
      const data = printed().slice(0, W * 90);
      for (let y = 0; y < 90; y++) data[y * W + 300] = 0;
      const before = Uint8Array.from(data);
      eraseRuleLines(data, W, 90, LINE);
      expect(data).toEqual(before);
    });
  });
});
