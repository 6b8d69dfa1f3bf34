import '../styles/scan.css';
import { useRequireAuth } from '@labellens/shell-contract';
import { SpinnerBlock, Tabs, TabsContent, TabsList, TabsTrigger } from '@labellens/web-ui';
import { Leaf, Salad } from 'lucide-react';
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
import { UsageBanner } from '../modules/scan/components/UsageBanner';
import { useScanFlow } from '../modules/scan/hooks/useScanFlow';
import type { ScanTab } from '../modules/scan/utils/scan-flow-reducer';
import { useSubscriptionStatus } from '../modules/scan/hooks/useSubscriptionStatus';

const TABS: ScanTab[] = ['ingredients', 'nutrition'];
const PANEL_NAMES: Record<ScanTab, string> = {
  ingredients: 'Ingredient list scan',
  nutrition: 'Nutrition facts scan',
};

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
        <NutritionResultCard
          result={flow.result}
          extracted={flow.nutritionData}
          language={flow.language}
        />
      ) : flow.result ? (
        <>
          {isDeviceResult(flow.result) ? <OfflineResultNotice /> : null}
          <ResultsCard
            result={flow.result}
            language={flow.language}
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
          <TabsList aria-label="Scan type">
            <TabsTrigger value="ingredients">
              <Leaf aria-hidden="true" /> Ingredients
            </TabsTrigger>
            <TabsTrigger value="nutrition">
              <Salad aria-hidden="true" /> Nutrition
            </TabsTrigger>
          </TabsList>
          {/* One panel per tab, so each tab's aria-controls names a mounted panel. */}
          {TABS.map((tab) => (
            <TabsContent
              key={tab}
              value={tab}
              className="scan-tab-panel"
              // Named apart from its tab: the list field inside keeps the only "Ingredients" label.
              aria-labelledby={undefined}
              aria-label={PANEL_NAMES[tab]}
            >
              {tab === flow.tab ? body : null}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
