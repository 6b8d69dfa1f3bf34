import { Card, CardContent, cx, Spinner } from '@labellens/web-ui';
import { CircleCheck } from 'lucide-react';
import type { ScanTab, StreamState } from '../hooks/useScanFlow';
import { SafetyBadge } from '../../results/components/SafetyBadge';

export interface AnalysisProgressProps {
  tab: ScanTab;
  stream: StreamState;
}

const STEPS: Record<ScanTab, string[]> = {
  ingredients: ['Reading Ingredient List', 'Safety Assessment', 'Personalized Analysis'],
  nutrition: ['Extracting Nutrition Data', 'Analyzing Health Impact', 'Generating Insights'],
};
const ESTIMATES: Record<ScanTab, string> = {
  ingredients: 'Estimated time: 8-15 seconds',
  nutrition: 'Estimated time: 5-10 seconds',
};

function currentStep(tab: ScanTab, stream: StreamState): number {
  if (tab === 'nutrition') return 1;
  if (stream.isComplete) return 3;
  if (stream.allergens.length > 0) return 2;
  return stream.ingredients.length > 0 ? 1 : 0;
}

/** Step card plus, for ingredients, the live streaming panel. */
export function AnalysisProgress({ tab, stream }: AnalysisProgressProps) {
  const step = currentStep(tab, stream);
  return (
    <div className="ll-stack" aria-live="polite">
      <Card>
        <CardContent className="ll-stack ll-stack--sm">
          <ol className="scan-steps">
            {STEPS[tab].map((label, i) => (
              <li key={label} className={cx(i < step && 'is-done', i === step && 'is-active')}>
                {i < step ? (
                  <CircleCheck aria-hidden="true" />
                ) : i === step ? (
                  <Spinner size="sm" />
                ) : (
                  <span className="scan-steps__dot" />
                )}
                {label}
              </li>
            ))}
          </ol>
          <p className="ll-muted ll-text-xs">{ESTIMATES[tab]}</p>
        </CardContent>
      </Card>
      {tab === 'ingredients' ? (
        <Card data-testid="live-panel">
          <CardContent className="ll-stack ll-stack--sm">
            <div className="ll-row ll-row--between">
              <h2 className="scan-h3">Analyzing</h2>
              <span className="ll-muted ll-text-sm">{stream.ingredients.length} found</span>
            </div>
            <p className={cx('ll-text-sm', stream.error && 'scan-text--danger')}>
              {stream.status}
              {stream.error ? `: ${stream.error}` : ''}
            </p>
            <p className="scan-item__subheading">Live Ingredient Analysis</p>
            <ul className="scan-live-list">
              {stream.ingredients.map((i, idx) => (
                <li key={`${i.name}-${idx}`}>
                  <span>{i.name}</span>
                  <SafetyBadge rating={i.safetyRating} />
                </li>
              ))}
            </ul>
            <p className="scan-item__subheading">Live Allergen Analysis</p>
            <ul className="scan-live-list">
              {stream.allergens.map((a, idx) => (
                <li key={`${a.name}-${idx}`}>
                  <span>{a.name}</span>
                  <span className="ll-muted ll-text-xs">{a.safetyScore}/10</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
