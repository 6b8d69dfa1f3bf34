import type { RatingTone } from '../../results/utils/safety-rating';

/** Colours and font of the cards, read from the design tokens of @labellens/web-ui. */
export interface CardTheme {
  font: string;
  bg: string;
  surface: string;
  border: string;
  text: string;
  textSoft: string;
  muted: string;
  primary: string;
  primaryStrong: string;
  primarySoft: string;
  accent: string;
  inverse: string;
  track: string;
  tone: Record<RatingTone, { strong: string; soft: string }>;
}

/** Reads the theme from the page's CSS custom properties (tokens are defined on :root). */
export function themeFromDocument(doc: Document = document): CardTheme {
  const css = getComputedStyle(doc.documentElement);
  const t = (name: string) => css.getPropertyValue(name).trim();
  return {
    font: t('--ll-font-sans') || 'sans-serif',
    bg: t('--ll-color-bg'),
    surface: t('--ll-color-surface'),
    border: t('--ll-color-border'),
    text: t('--ll-color-text'),
    textSoft: t('--ll-color-text-soft'),
    muted: t('--ll-color-text-muted'),
    primary: t('--ll-color-primary'),
    primaryStrong: t('--ll-color-primary-strong'),
    primarySoft: t('--ll-color-primary-soft'),
    accent: t('--ll-color-accent'),
    inverse: t('--ll-color-text-inverse'),
    track: t('--ll-slate-200'),
    tone: {
      success: { strong: t('--ll-color-success'), soft: t('--ll-color-success-soft') },
      warning: { strong: t('--ll-color-warning'), soft: t('--ll-color-warning-soft') },
      danger: { strong: t('--ll-color-danger'), soft: t('--ll-color-danger-soft') },
      neutral: { strong: t('--ll-color-neutral'), soft: t('--ll-color-neutral-soft') },
    },
  };
}
