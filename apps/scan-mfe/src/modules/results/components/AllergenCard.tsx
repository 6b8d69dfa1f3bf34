import type { Allergen } from '@labellens/web-api-client';
import { Badge, cx } from '@labellens/web-ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { ShareButton } from '../../share/components/ShareButton';
import { allergenBadgeVariant, formatScore, isMeaningfulText } from '../utils/safety-rating';

export interface AllergenCardProps {
  allergen: Allergen;
  /** When given, the expanded card offers an allergen share card. */
  productName?: string;
}

/** Expands to About This Allergen, Personal Health Warnings and the Safety Score. */
export function AllergenCard({ allergen, productName }: AllergenCardProps) {
  const [open, setOpen] = useState(false);
  const warnings = (allergen.personalizedWarnings ?? []).filter(isMeaningfulText);
  return (
    <li className="ll-card scan-item scan-item--allergen" data-testid="allergen-card">
      <button
        type="button"
        className="scan-item__header"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <span>
          <span className="scan-item__name">{allergen.name}</span>
          {isMeaningfulText(allergen.sourceStatement) ? (
            <span className="scan-item__source">{allergen.sourceStatement}</span>
          ) : null}
        </span>
        <span className="scan-item__badges">
          <Badge variant={allergenBadgeVariant(allergen.safetyRating)}>
            {allergen.safetyRating}
          </Badge>
          <ChevronDown aria-hidden="true" className={cx('scan-item__chevron', open && 'is-open')} />
        </span>
      </button>
      {open ? (
        <div className="scan-item__body">
          <div>
            <p className="scan-item__subheading">About This Allergen</p>
            <p>{allergen.explanation || 'No further information.'}</p>
          </div>
          {warnings.length > 0 ? (
            <div>
              <p className="scan-item__subheading">Personal Health Warnings</p>
              <ul>
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p>
            <strong>Safety Score:</strong> {formatScore(allergen.safetyScore)}/10
          </p>
          {productName !== undefined ? (
            <ShareButton
              request={{ type: 'allergen', productName, allergen }}
              variant="ghost"
              label="Share allergen alert"
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
