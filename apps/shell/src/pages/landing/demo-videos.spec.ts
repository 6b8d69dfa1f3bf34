import { counterLabel, DEMO_VIDEOS, wrapIndex } from './demo-videos';

describe('demo video carousel', () => {
  it('has the three demo videos with src, title and description', () => {
    expect(DEMO_VIDEOS.map((v) => v.title)).toEqual([
      'Ingredient Analysis',
      'Safety Ratings',
      'Nutrition Analysis',
    ]);
    for (const video of DEMO_VIDEOS) {
      expect(video.src.startsWith('/media/')).toBe(true);
      expect(video.description.length).toBeGreaterThan(20);
    }
  });

  it('wraps around in both directions', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('labels the counter as "n of total"', () => {
    expect(counterLabel(0, 3)).toBe('1 of 3');
    expect(counterLabel(2, 3)).toBe('3 of 3');
  });
});
