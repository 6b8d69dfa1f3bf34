import { joinClauses, t } from '../i18n/i18n';
import type { TemplateLanguage } from '../i18n/messages';
import type { PersonalHeadline, PersonalReason } from '../types';

/** The banner names this many reasons; the rest are counted ("2 more") so it stays one line. */
export const HEADLINE_REASONS = 3;

/**
 * The line above the score: `Not for you: contains milk (your allergy)` when any reason is high
 * (an allergy, a strict diet, an ingredient marked as an allergy), `Take care: …` when only
 * moderate ones remain, null when nothing in the profile conflicts. Reasons keep the order the
 * list revealed them in, high ones first, so the allergy is never pushed out by a diet note.
 */
export function personalHeadline(
  reasons: readonly PersonalReason[],
  lang: TemplateLanguage,
): PersonalHeadline | null {
  if (reasons.length === 0) return null;
  const ordered = [
    ...reasons.filter((r) => r.severity === 'high'),
    ...reasons.filter((r) => r.severity !== 'high'),
  ];
  const verdict = ordered[0].severity === 'high' ? 'avoid' : 'caution';
  const shown = ordered.slice(0, HEADLINE_REASONS).map((r) => r.text);
  if (ordered.length > HEADLINE_REASONS)
    shown.push(t(lang, 'verdict.more', { count: ordered.length - HEADLINE_REASONS }));
  const ingredients: string[] = [];
  for (const r of ordered)
    for (const name of r.ingredients) if (!ingredients.includes(name)) ingredients.push(name);
  return {
    verdict,
    text: t(lang, verdict === 'avoid' ? 'verdict.avoid' : 'verdict.caution', {
      reasons: joinClauses(shown, lang),
    }),
    reasons: ordered,
    ingredients,
  };
}
