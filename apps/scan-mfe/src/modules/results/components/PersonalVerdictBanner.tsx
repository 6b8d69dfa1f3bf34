import type { PersonalVerdict } from '@labellens/web-api-client';
import { Alert } from '@labellens/web-ui';
import { HeartPulse, TriangleAlert } from 'lucide-react';
import { useResultsText } from '../../common/i18n/context';

export interface PersonalVerdictBannerProps {
  personal: PersonalVerdict | null;
}

/**
 * The person's verdict, shown above the score: "Not for you: contains milk (your allergy)" and
 * the ingredients behind it. Nothing when the profile raises nothing.
 */
export function PersonalVerdictBanner({ personal }: PersonalVerdictBannerProps) {
  const { t, name, engine } = useResultsText();
  if (!personal || personal.verdict === 'ok' || !personal.headline) return null;
  const avoid = personal.verdict === 'avoid';
  const Icon = avoid ? TriangleAlert : HeartPulse;
  return (
    <Alert
      tone={avoid ? 'danger' : 'warning'}
      title={<span {...engine}>{personal.headline}</span>}
      icon={<Icon aria-hidden="true" />}
      role="alert"
      data-testid="personal-verdict"
      className="scan-verdict"
    >
      {personal.reasons.length > 1 ? (
        <ul className="scan-plain-list" {...engine}>
          {personal.reasons.map((r) => (
            <li key={`${r.type}-${r.text}`}>
              {r.ingredients.length > 0
                ? `${r.text}: ${r.ingredients.map(name).join(', ')}`
                : r.text}
            </li>
          ))}
        </ul>
      ) : personal.ingredients.length > 0 ? (
        // One reason is already the title: only say where it was found.
        <p>
          {t('verdict.foundIn')} {personal.ingredients.map(name).join(', ')}
        </p>
      ) : null}
    </Alert>
  );
}
