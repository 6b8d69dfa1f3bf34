import { groupIntoBlocks, textSkew } from './text-blocks';
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
