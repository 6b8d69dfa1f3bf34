import { wrapLines } from './text-layout';

// Monospace stand-in: every character is 10 px wide.
const measure = (s: string) => s.length * 10;

describe('wrapLines', () => {
  it('wraps on words within the width', () => {
    expect(wrapLines('the quick brown fox jumps', 100, 5, measure)).toEqual([
      'the quick',
      'brown fox',
      'jumps',
    ]);
  });

  it('ends the last allowed line with an ellipsis when text is left over', () => {
    const lines = wrapLines('the quick brown fox jumps over the lazy dog', 100, 2, measure);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('the quick');
    expect(lines[1].endsWith('…')).toBe(true);
    expect(measure(lines[1])).toBeLessThanOrEqual(100);
  });

  it('breaks a word longer than the line by characters', () => {
    expect(wrapLines('polyoxyethylenesorbitan', 100, 3, measure)).toEqual([
      'polyoxyeth',
      'ylenesorbi',
      'tan',
    ]);
  });

  it('collapses whitespace and returns nothing for empty text', () => {
    expect(wrapLines('  a \n  b  ', 100, 2, measure)).toEqual(['a b']);
    expect(wrapLines('   ', 100, 2, measure)).toEqual([]);
  });
});
