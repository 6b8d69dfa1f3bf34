import { Card, CardContent, cx, Spinner } from '@labellens/web-ui';
import { CircleCheck } from 'lucide-react';
import type { ScanTab, StreamState } from '../utils/scan-flow-reducer';
import { SafetyBadge } from '../../results/components/SafetyBadge';
import {
  localName,
  ResultsLanguageProvider,
  useResultsText,
  type ResultsTextWithNames,
} from '../../common/i18n/context';
import type { ResultsTextKey } from '../../common/i18n/index';

export interface AnalysisProgressProps {
  tab: ScanTab;
  stream: StreamState;
  /** Display language chosen for the scan: the progress is shown in it, as the results are. */
  language?: string;
}

const STEPS: Record<ScanTab, ResultsTextKey[]> = {
  ingredients: ['progress.reading', 'progress.safety', 'progress.personal'],
  nutrition: ['progress.nutritionData', 'progress.nutritionHealth', 'progress.nutritionInsights'],
};
/** Estimated seconds (spec 01 §9). */
const ESTIMATES: Record<ScanTab, { min: number; max: number }> = {
  ingredients: { min: 8, max: 15 },
  nutrition: { min: 5, max: 10 },
};
const STATUS_KEYS: Record<NonNullable<StreamState['step']>, ResultsTextKey> = {
  started: 'stream.started',
  reading: 'stream.reading',
  allergens: 'stream.allergens',
  personal: 'stream.personal',
  explaining: 'stream.explaining',
  saving: 'stream.saving',
  complete: 'stream.complete',
  error: 'stream.error',
  connection: 'stream.connection',
};

function currentStep(tab: ScanTab, stream: StreamState): number {
  if (tab === 'nutrition') return 1;
  if (stream.isComplete) return 3;
  if (stream.allergens.length > 0) return 2;
  return stream.ingredients.length > 0 ? 1 : 0;
}

/** The status line in the display language; a step or error it does not know keeps the server's text. */
function statusText(stream: StreamState, t: ResultsTextWithNames['t']): string {
  const status = stream.step ? t(STATUS_KEYS[stream.step]) : stream.status;
  if (!stream.error) return status;
  const error =
    stream.step === 'connection'
      ? t('stream.requestFailed')
      : stream.errorCode === 'analysis_failed'
        ? t('analysis.ingredientsFailedText')
        : stream.error;
  return `${status}: ${error}`;
}

/** Step card plus, for ingredients, the live streaming panel. */
export function AnalysisProgress({ language, ...props }: AnalysisProgressProps) {
  return (
    <ResultsLanguageProvider language={language ?? 'en'}>
      <AnalysisProgressBody {...props} />
    </ResultsLanguageProvider>
  );
}

function AnalysisProgressBody({ tab, stream }: AnalysisProgressProps) {
  const { t, lang, dir, number } = useResultsText();
  const step = currentStep(tab, stream);
  return (
    <div
      className="ll-stack"
      aria-live="polite"
      lang={lang}
      dir={dir}
      data-testid="analysis-progress"
    >
      <Card>
        <CardContent className="ll-stack ll-stack--sm">
          <ol className="ll-list scan-steps">
            {STEPS[tab].map((key, i) => (
              <li key={key} className={cx(i < step && 'is-done', i === step && 'is-active')}>
                {i < step ? (
                  <CircleCheck aria-hidden="true" />
                ) : i === step ? (
                  <Spinner size="sm" />
                ) : (
                  <span className="scan-steps__dot" />
                )}
                {t(key)}
              </li>
            ))}
          </ol>
          <p className="ll-muted ll-text-xs">{t('progress.estimate', ESTIMATES[tab])}</p>
        </CardContent>
      </Card>
      {tab === 'ingredients' ? (
        <Card data-testid="live-panel">
          <CardContent className="ll-stack ll-stack--sm">
            <div className="ll-row ll-row--between">
              <h2 className="scan-h3">{t('progress.analyzing')}</h2>
              <span className="ll-muted ll-text-sm">
                {t('progress.found', { n: stream.ingredients.length })}
              </span>
            </div>
            <p className={cx('ll-text-sm', stream.error && 'scan-text--danger')}>
              {statusText(stream, t)}
            </p>
            <p className="ll-caption scan-item__subheading">{t('progress.liveIngredients')}</p>
            <ul className="scan-live-list">
              {stream.ingredients.map((i, idx) => (
                <li key={`${i.name}-${idx}`}>
                  <span>{localName(i, lang)}</span>
                  <SafetyBadge rating={i.safetyRating} />
                </li>
              ))}
            </ul>
            <p className="ll-caption scan-item__subheading">{t('progress.liveAllergens')}</p>
            <ul className="scan-live-list">
              {stream.allergens.map((a, idx) => (
                <li key={`${a.name}-${idx}`}>
                  <span>{a.name}</span>
                  <span className="ll-muted ll-text-xs">
                    {number(a.safetyScore)}/{number(10)}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
