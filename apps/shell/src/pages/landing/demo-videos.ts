export interface DemoVideo {
  src: string;
  title: string;
  description: string;
  /** Still shown before playback. */
  poster: string;
  /** WebVTT captions (English). */
  captions: string;
}

/**
 * The three demo videos, recorded from the product itself by `npm run demos:record` and served
 * from the shell's own /media folder; nothing is fetched from the internet.
 */
export const DEMO_VIDEOS: DemoVideo[] = [
  {
    src: '/media/demo-1.webm',
    poster: '/media/demo-1-poster.jpg',
    captions: '/media/demo-1.vtt',
    title: 'Ingredient Analysis',
    description:
      'Photograph an ingredient list and watch LabelLens read it, split it into ingredients and explain each one in plain language.',
  },
  {
    src: '/media/demo-2.webm',
    poster: '/media/demo-2-poster.jpg',
    captions: '/media/demo-2.vtt',
    title: 'Safety Ratings',
    description:
      'See how every ingredient gets a Low, Moderate or High risk rating and how the overall score out of 10 is personalised to your allergies and concerns.',
  },
  {
    src: '/media/demo-3.webm',
    poster: '/media/demo-3-poster.jpg',
    captions: '/media/demo-3.vtt',
    title: 'Nutrition Analysis',
    description:
      'Scan a nutrition facts panel to get a recommendation with the reasons behind it and the impact of eating the whole package.',
  },
];

/** Index after moving by `step` (±1), wrapping around in both directions. */
export function wrapIndex(current: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((current + step) % total) + total) % total;
}

/** "n of total", 1-based. */
export function counterLabel(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}
