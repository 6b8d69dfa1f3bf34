// The first screen as static HTML (issue 16): written into index.html at build time
// (scripts/build-web.js runs render-first-screens.ts) from the same components the app renders,
// so no text is copied by hand. public/boot.js shows the right one as soon as GET /api/auth/user
// answers (the landing signed out, the scan page's first view signed in), then loads the app;
// bootstrap.tsx removes it when the app's own screen is there.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Tabs } from '@labellens/web-ui';
// Build time only (never bundled): the scan remote's own components, so the static copy of its
// first view cannot drift from it. The remote exposes pages, not these parts.
/* eslint-disable @nx/enforce-module-boundaries */
import { CaptureCard } from '../../../scan-mfe/src/modules/scan/components/CaptureCard';
import { ScanHeader } from '../../../scan-mfe/src/modules/scan/components/ScanHeader';
import { ScanTabPanel } from '../../../scan-mfe/src/modules/scan/components/ScanTabPanel';
import { ScanTypeList } from '../../../scan-mfe/src/modules/scan/components/ScanTypeList';
import { UsageBanner } from '../../../scan-mfe/src/modules/scan/components/UsageBanner';
import type { ScanFlow } from '../../../scan-mfe/src/modules/scan/hooks/useScanFlow';
/* eslint-enable @nx/enforce-module-boundaries */
import { PublicHeader } from '../components/PublicHeader';
import { AppLayout } from '../layout/AppLayout';
import { HeroSection } from '../pages/landing/sections/HeroSection';

const noop = () => undefined;

/** The top of the landing page (/ signed out): its header and hero, as LandingPage renders them. */
export function StaticLanding() {
  return (
    <div className="shell-public">
      <PublicHeader anchorsOnPage />
      <main id="main">
        <HeroSection onWatchDemo={noop} />
      </main>
    </div>
  );
}

/** What the capture card reads of the scan flow before anything was captured. */
const IDLE_FLOW = {
  tab: 'ingredients',
  image: null,
  canScan: true,
  extracting: false,
  nutritionIndicator: false,
  blockScan: noop,
  onFile: noop,
  onImage: noop,
  retake: noop,
} as unknown as ScanFlow;

/**
 * The scan page's first view (/ signed in with a profile), as the scan remote's ScanPage renders
 * it before anything is captured: header, the usage banner's frame, the tabs, the capture card,
 * the bottom navigation.
 */
export function StaticScan() {
  return (
    <AppLayout tab="scan">
      <div data-remote="scan" data-page="scan">
        <ScanHeader user={null} />
        <main className="ll-app-content">
          {/* Its frame only (index.html hides the contents): the plan is not known yet. */}
          <UsageBanner status={undefined} />
          <Tabs value="ingredients">
            <ScanTypeList />
            <ScanTabPanel tab="ingredients">
              <CaptureCard flow={IDLE_FLOW} />
            </ScanTabPanel>
          </Tabs>
        </main>
      </div>
    </AppLayout>
  );
}

export interface FirstScreens {
  landing: string;
  scan: string;
}

/** Both first screens as HTML. Ids are prefixed so they never clash with the app's own. */
export function renderFirstScreens(): FirstScreens {
  const render = (node: ReactElement) =>
    renderToStaticMarkup(<MemoryRouter initialEntries={['/']}>{node}</MemoryRouter>);
  return { landing: render(<StaticLanding />), scan: render(<StaticScan />) };
}
