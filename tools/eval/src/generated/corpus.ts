import { CONTENTS, type GeneratedContent } from './packs';

/**
 * The generated photo corpus: which pack each photo shows and every parameter of its
 * degradations, drawn from a seeded generator so that the corpus is the same on every run and
 * machine. Strengths are mild to moderate (see README.md in this folder for the ranges and why).
 */

/** mulberry32: a small, fast, seeded 32-bit generator; uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Degradations {
  /** Label wrapped round a jar: half the arc it spans, and the bend of text lines in px. */
  curve?: { arcDegrees: number; sagPx: number };
  /** A crease: position as a fraction across, displacement along it, brightness past it. */
  fold?: { axis: 'horizontal' | 'vertical'; at: number; offsetPx: number; brightness: number };
  /** The label on a cluttered coloured surface (shapes, other packs' text) instead of a plain table. */
  background?: { shapes: number; texts: number; margin: number };
  /** In-plane tilt of the label in the photo. */
  rotation?: { degrees: number };
  /** Corner displacements (fractions of width/height), clockwise from top left. */
  perspective?: { corners: [number, number][] };
  shadow?: { angleDeg: number; strength: number; start: number };
  /** Ellipse centre and radii as fractions of the photo; peak = pull towards white at the centre. */
  glare?: { cx: number; cy: number; rx: number; ry: number; angleDeg: number; peak: number };
  blur?: { sigma: number };
  noise?: { sigma: number };
  /** Every phone photo is a JPEG. */
  jpeg: { quality: number };
}

export type DegradationKind = keyof Degradations;

export const DEGRADATION_KINDS: DegradationKind[] = [
  'curve',
  'fold',
  'background',
  'rotation',
  'perspective',
  'shadow',
  'glare',
  'blur',
  'noise',
  'jpeg',
];

export interface GeneratedPhoto {
  id: string;
  /** Index into the renderer's `styleFor` (font, size, colours, width). */
  styleIndex: number;
  content: GeneratedContent;
  seed: number;
  degradations: Degradations;
}

const CORPUS_SEED = 19_2026;

const round = (v: number, digits = 2) => Number(v.toFixed(digits));

/** The degradations of one photo: each applied with its own probability, at least three besides JPEG. */
export function degradationsFor(random: () => number): Degradations {
  const between = (lo: number, hi: number, digits = 2) => round(lo + (hi - lo) * random(), digits);
  const sign = () => (random() < 0.5 ? -1 : 1);
  const candidates: Partial<Degradations>[] = [
    { curve: { arcDegrees: between(20, 45, 0), sagPx: between(0, 6, 0) } },
    {
      fold: {
        axis: random() < 0.6 ? 'horizontal' : 'vertical',
        at: between(0.3, 0.7),
        offsetPx: between(1, 4, 0),
        brightness: between(0.8, 0.93),
      },
    },
    {
      background: {
        shapes: between(8, 20, 0),
        texts: between(4, 10, 0),
        margin: between(0.08, 0.2),
      },
    },
    { rotation: { degrees: sign() * between(0.5, 3, 1) } },
    {
      perspective: {
        corners: Array.from({ length: 4 }, (): [number, number] => [
          sign() * between(0, 0.05, 3),
          sign() * between(0, 0.03, 3),
        ]),
      },
    },
    {
      shadow: {
        angleDeg: between(0, 360, 0),
        strength: between(0.25, 0.5),
        start: between(0.2, 0.6),
      },
    },
    {
      glare: {
        cx: between(0.25, 0.75),
        cy: between(0.25, 0.75),
        rx: between(0.1, 0.22),
        ry: between(0.06, 0.14),
        angleDeg: between(-40, 40, 0),
        peak: between(0.45, 0.75),
      },
    },
    { blur: { sigma: between(0.5, 1.2) } },
    { noise: { sigma: between(3, 8, 1) } },
  ];
  const chosen = candidates.filter(() => random() < 0.45);
  // Real photos rarely suffer from only one thing: top up to three, in a seeded order.
  const rest = candidates.filter((c) => !chosen.includes(c));
  while (chosen.length < 3) chosen.push(rest.splice(Math.floor(random() * rest.length), 1)[0]);
  return Object.assign({ jpeg: { quality: between(60, 90, 0) } }, ...chosen) as Degradations;
}

/** The corpus: `count` photos cycling through the packs, each with its own seeded degradations. */
export function generatedCorpus(count = 60): GeneratedPhoto[] {
  const random = seededRandom(CORPUS_SEED);
  return Array.from({ length: count }, (_, i) => {
    const content = CONTENTS[i % CONTENTS.length];
    const seed = Math.floor(random() * 2 ** 31);
    return {
      id: `${String(i).padStart(2, '0')}-${content.id}`,
      styleIndex: i,
      content,
      seed,
      degradations: degradationsFor(seededRandom(seed)),
    };
  });
}

export function kindsOf(photo: GeneratedPhoto): DegradationKind[] {
  return DEGRADATION_KINDS.filter((k) => photo.degradations[k] !== undefined);
}
