import type { ChooseInstead } from '@labellens/web-api-client';
import { cx } from '@labellens/web-ui';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useResultsText } from '../../common/i18n/context';
import type { ResultsTextKey } from '../../common/i18n/en';

export interface ChooseInsteadSectionProps {
  guidance: ChooseInstead[];
}

const FOR_YOU: Partial<Record<ChooseInstead['kind'], ResultsTextKey>> = {
  allergy: 'choose.allergy',
  trace: 'choose.trace',
  diet: 'choose.diet',
  marked: 'choose.marked',
  health: 'choose.health',
};

/**
 * "Choose instead" (issue 18): for every moderate or hazardous ingredient and every personal
 * conflict, what to look for on the next label, with its source. Nothing when there is no advice.
 */
export function ChooseInsteadSection({ guidance }: ChooseInsteadSectionProps) {
  const titleId = useId();
  const { t, name, dir } = useResultsText();
  if (guidance.length === 0) return null;
  return (
    <section
      className="ll-stack ll-stack--sm scan-choose"
      aria-labelledby={titleId}
      data-testid="choose-instead"
    >
      <h3 id={titleId} className="scan-h3 scan-choose__title">
        <Lightbulb aria-hidden="true" className="ll-inline-icon" />
        {t('choose.title')}
      </h3>
      <p className="ll-muted ll-text-sm">{t('choose.intro')}</p>
      <ul className="ll-list">
        {guidance.map((g) => {
          const tag = FOR_YOU[g.kind];
          return (
            <li
              key={`${g.rule}-${g.ingredients.join('|')}-${g.text}`}
              className={cx('scan-choose__item', g.severity === 'high' ? 'is-high' : 'is-moderate')}
              data-testid="choose-instead-item"
              data-rule={g.rule}
            >
              <p
                className="scan-choose__text"
                lang={g.language}
                dir={dir === 'rtl' && g.language === 'en' ? 'ltr' : undefined}
              >
                {g.text}
              </p>
              <p className="scan-choose__meta">
                {tag ? <span className="scan-choose__tag">{t(tag)}</span> : null}
                {g.ingredients.length > 0 ? (
                  <span>
                    {t('choose.for')} {g.ingredients.map(name).join(', ')}
                  </span>
                ) : null}
                <span>
                  {/* The source as cited (a regulation's title), not UI text to translate. */}
                  {t('choose.source')} <cite className="scan-choose__source">{g.source}</cite>
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
