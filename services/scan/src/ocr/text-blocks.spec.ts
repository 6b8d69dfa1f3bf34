import { groupIntoBlocks, splitBetweenLines, textSkew } from './text-blocks';
import type { DetectedLine } from './text-detector';

const line = (x: number, y: number, w: number, h = 20, angle = 0): DetectedLine => ({
  box: { x, y, w, h },
  score: 0.9,
  angle,
});

describe('detected lines grouped into paragraphs', () => {
  it('keeps lines of one paragraph together and apart from the next paragraph', () => {
    const blocks = groupIntoBlocks([
      line(10, 10, 400),
      line(10, 34, 380),
      line(10, 58, 200),
      // A blank line's gap, then the next paragraph.
      line(10, 120, 400),
      line(10, 144, 300),
    ]);
    expect(blocks.map((b) => b.lines.length)).toEqual([3, 2]);
  });

  it('joins one line the detector cut in two on the same row', () => {
    const blocks = groupIntoBlocks([line(10, 10, 300, 40), line(305, 12, 200, 38)]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].box).toEqual({ x: 10, y: 10, w: 495, h: 40 });
  });

  it('reads one line found twice only once', () => {
    expect(groupIntoBlocks([line(10, 10, 400), line(12, 11, 396)])).toHaveLength(1);
  });

  it('keeps columns apart and orders them left to right, then top to bottom', () => {
    const blocks = groupIntoBlocks([
      line(500, 10, 300),
      line(500, 34, 300),
      line(10, 10, 300),
      line(10, 34, 300),
      line(10, 300, 600),
    ]);
    expect(blocks.map((b) => b.box.x)).toEqual([10, 500, 10]);
  });

  it('measures skew from long lines and ignores a lone tilted mark', () => {
    expect(
      textSkew([line(0, 0, 400, 20, 3), line(0, 40, 380, 20, 3.4), line(0, 80, 300, 20, 2.8)]),
    ).toBeCloseTo(3, 0);
    expect(textSkew([line(0, 0, 400, 20, 0)])).toBe(0);
  });
});

describe('a large paragraph cut into bands for parallel reading', () => {
  // Eight lines of 20 px, 4 px apart: gaps at 20–24, 44–48, ….
  const paragraph = () =>
    groupIntoBlocks(Array.from({ length: 8 }, (_, i) => line(10, 10 + 24 * i, 400)))[0];

  it('cuts mid-gap near the middle, every line in exactly one band, in reading order', () => {
    const block = paragraph();
    const bands = splitBetweenLines(block, 2);
    expect(bands.map((b) => b.block.lines.length)).toEqual([4, 4]);
    expect(bands.flatMap((b) => b.block.lines)).toEqual(block.lines);
    // The cut lies between line 4 (ends at 102) and line 5 (starts at 106).
    expect(bands[0].within.bottom).toBe(104);
    expect(bands[1].within.top).toBe(104);
    expect(bands[0].block.box).toEqual({ x: 10, y: 10, w: 400, h: 92 });
    expect(bands[1].block.box).toEqual({ x: 10, y: 106, w: 400, h: 92 });
  });

  it('never cuts through a line: lines side by side that overlap in height leave no gap', () => {
    // Two columns whose lines are offset by half a line: no row is free of print.
    const lines = Array.from({ length: 8 }, (_, i) =>
      line(i % 2 === 0 ? 10 : 450, 10 + 12 * i, 400, 22),
    );
    const block = { box: { x: 10, y: 10, w: 840, h: 106 }, lineHeight: 22, lines };
    expect(splitBetweenLines(block, 2)).toEqual([
      { block, within: { top: -Infinity, bottom: Infinity } },
    ]);
  });

  it('keeps a paragraph whole when a band would hold fewer than two lines, or one part is asked', () => {
    const three = groupIntoBlocks([line(10, 10, 400), line(10, 34, 400), line(10, 58, 400)])[0];
    expect(splitBetweenLines(three, 2)).toHaveLength(1);
    expect(splitBetweenLines(paragraph(), 1)).toHaveLength(1);
  });

  it('cuts into as many bands as asked when the gaps allow', () => {
    expect(splitBetweenLines(paragraph(), 3).map((b) => b.block.lines.length)).toEqual([3, 2, 3]);
  });
});
