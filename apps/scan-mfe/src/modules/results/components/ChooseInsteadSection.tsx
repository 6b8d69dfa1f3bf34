import type { ChooseInstead } from '@labellens/web-api-client';
import { cx } from '@labellens/web-ui';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';

export interface ChooseInsteadSectionProps {
  guidance: ChooseInstead[] | null | undefined;
}

const FOR_YOU: Partial<Record<ChooseInstead['kind'], string>> = {
  allergy: 'Your allergy',
  trace: 'Your allergy (traces)',
  diet: 'Your diet',
  marked: 'You marked it',
  health: 'Your health concern',
};

/**
 * "Choose instead" (issue 18): for every moderate or hazardous ingredient and every personal
 * conflict, what to look for on the next label, with its source. Nothing when there is no advice.
 */
export function ChooseInsteadSection({ guidance }: ChooseInsteadSectionProps) {
  const titleId = useId();
  if (!guidance || guidance.length === 0) return null;
  return (
    <section className="scan-choose" aria-labelledby={titleId} data-testid="choose-instead">
      <h3 id={titleId} className="scan-h3 scan-choose__title">
        <Lightbulb aria-hidden="true" className="scan-inline-icon" />
        Choose instead
      </h3>
      <p className="ll-muted ll-text-sm">What to look for on the next label.</p>
      <ul className="scan-choose__list">
        {guidance.map((g) => (
          <li
            key={`${g.rule}-${g.ingredients.join('|')}-${g.text}`}
            className={cx('scan-choose__item', g.severity === 'high' ? 'is-high' : 'is-moderate')}
            data-testid="choose-instead-item"
            data-rule={g.rule}
          >
            <p className="scan-choose__text" lang={g.language}>
              {g.text}
            </p>
            <p className="scan-choose__meta">
              {FOR_YOU[g.kind] ? <span className="scan-choose__tag">{FOR_YOU[g.kind]}</span> : null}
              {g.ingredients.length > 0 ? <span>For: {g.ingredients.join(', ')}</span> : null}
              <span>Source: {g.source}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
