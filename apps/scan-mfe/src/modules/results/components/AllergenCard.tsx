import type { Allergen } from '@labellens/web-api-client';
import { Badge, cx } from '@labellens/web-ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { ShareButton } from '../../share/components/ShareButton';
import { useResultsText } from '../../common/i18n/context';
import { allergenBadgeVariant, isMeaningfulText, ratingKey } from '../utils/safety-rating';

export interface AllergenCardProps {
  allergen: Allergen;
  /** When given, the expanded card offers an allergen share card. */
  productName?: string;
}

/** Expands to About This Allergen, Personal Health Warnings and the Safety Score. */
export function AllergenCard({ allergen, productName }: AllergenCardProps) {
  const { t, number, engine } = useResultsText();
  const [open, setOpen] = useState(false);
  const warnings = (allergen.personalizedWarnings ?? []).filter(isMeaningfulText);
  const trace = allergen.presence === 'may-contain';
  return (
    <li className="ll-card scan-item scan-item--allergen" data-testid="allergen-card">
      <button
        type="button"
        className="scan-item__header"
        aria-expanded={open}
        onClick={() => {
          setOpen((v) => !v);
        }}
      >
        <span className="scan-item__title">
          <span className="scan-item__name">{allergen.name}</span>
          {isMeaningfulText(allergen.sourceStatement) ? (
            <span className="scan-item__source">{allergen.sourceStatement}</span>
          ) : null}
        </span>
        <span className="scan-item__badges">
          {trace ? (
            <Badge variant="outline" data-testid="allergen-may-contain">
              {t('allergen.mayContain')}
            </Badge>
          ) : null}
          <Badge variant={allergenBadgeVariant(allergen.safetyRating)}>
            {t(ratingKey(allergen.safetyRating))}
          </Badge>
        </span>
        <ChevronDown aria-hidden="true" className={cx('scan-item__chevron', open && 'is-open')} />
      </button>
      {open ? (
        <div className="scan-item__body">
          <div>
            <p className="scan-item__subheading">{t('allergen.about')}</p>
            {allergen.explanation ? (
              <p {...engine}>{allergen.explanation}</p>
            ) : (
              <p>{t('allergen.noInfo')}</p>
            )}
          </div>
          {warnings.length > 0 ? (
            <div>
              <p className="scan-item__subheading">{t('allergen.warnings')}</p>
              <ul {...engine}>
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p>
            <strong>{t('allergen.score')}</strong>{' '}
            {Number.isFinite(allergen.safetyScore) ? number(allergen.safetyScore) : '–'}/
            {number(10)}
          </p>
          {productName !== undefined ? (
            <ShareButton
              request={{ type: 'allergen', productName, allergen }}
              variant="ghost"
              label={t('allergen.share')}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
