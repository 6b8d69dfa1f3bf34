export interface DemoVideo {
  src: string;
  title: string;
  description: string;
}

/**
 * The three demo videos. They are served from the shell's own /media folder when present;
 * nothing is fetched from the internet.
 */
export const DEMO_VIDEOS: DemoVideo[] = [
  {
    src: '/media/demo-1.mp4',
    title: 'Ingredient Analysis',
    description:
      'Photograph an ingredient list and watch LabelLens read it, split it into ingredients and explain each one in plain language.',
  },
  {
    src: '/media/demo-2.mp4',
    title: 'Safety Ratings',
    description:
      'See how every ingredient gets a Low, Moderate or High risk rating and how the overall score out of 10 is personalised to your allergies and concerns.',
  },
  {
    src: '/media/demo-3.mp4',
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
