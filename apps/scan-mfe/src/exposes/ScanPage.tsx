import '../styles/scan.css';
import { useRequireAuth } from '@labellens/shell-contract';
import { SpinnerBlock, Tabs } from '@labellens/web-ui';
import { AnalysisProgress } from '../modules/scan/components/AnalysisProgress';
import { CaptureCard } from '../modules/scan/components/CaptureCard';
import { LimitPanels } from '../modules/scan/components/LimitPanels';
import {
  isNutritionOnly,
  NutritionResultCard,
} from '../modules/results/components/NutritionResultCard';
import { isDeviceResult } from '../modules/offline/device-scan';
import { OfflineResultNotice } from '../modules/offline/OfflineResultNotice';
import { useOfflineSync } from '../modules/offline/useOfflineSync';
import { ResultsCard } from '../modules/scan/components/ResultsCard';
import { ReviewPanel } from '../modules/scan/components/ReviewPanel';
import { ScanHeader } from '../modules/scan/components/ScanHeader';
import { ScanTabPanel } from '../modules/scan/components/ScanTabPanel';
import { ScanTypeList } from '../modules/scan/components/ScanTypeList';
import { UsageBanner } from '../modules/scan/components/UsageBanner';
import { useScanFlow } from '../modules/scan/hooks/useScanFlow';
import type { ScanTab } from '../modules/scan/utils/scan-flow-reducer';
import { useSubscriptionStatus } from '../modules/scan/hooks/useSubscriptionStatus';

const TABS: ScanTab[] = ['ingredients', 'nutrition'];

/** The scan page (/) of signed-in users (spec 01 §2, §4). */
export default function ScanPage() {
  const session = useRequireAuth();
  const status = useSubscriptionStatus();
  const flow = useScanFlow(status.data);
  useOfflineSync(session.user);

  if (session.isLoading || !session.isAuthenticated) {
    return <SpinnerBlock fullScreen />;
  }

  const body = (
    <>
      <CaptureCard flow={flow} />
      {flow.analyzing ? (
        <AnalysisProgress tab={flow.tab} stream={flow.stream} language={flow.language} />
      ) : flow.result && isNutritionOnly(flow.result) ? (
        <NutritionResultCard result={flow.result} extracted={flow.nutritionData} />
      ) : flow.result ? (
        <>
          {isDeviceResult(flow.result) ? <OfflineResultNotice /> : null}
          <ResultsCard
            result={flow.result}
            onPreferenceChanged={flow.updatePreference}
            onCorrectList={flow.editList}
            onCorrectIngredient={flow.correctIngredient}
          />
        </>
      ) : (
        <ReviewPanel flow={flow} />
      )}
    </>
  );

  return (
    <div data-remote="scan" data-page="scan">
      <ScanHeader user={session.user} />
      <main className="ll-app-content">
        <UsageBanner status={status.data} />
        <LimitPanels status={status.data} />
        <Tabs
          value={flow.tab}
          onValueChange={(value) => {
            flow.setTab(value as ScanTab);
          }}
        >
          <ScanTypeList />
          {/* One panel per tab, so each tab's aria-controls names a mounted panel. */}
          {TABS.map((tab) => (
            <ScanTabPanel key={tab} tab={tab}>
              {tab === flow.tab ? body : null}
            </ScanTabPanel>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
