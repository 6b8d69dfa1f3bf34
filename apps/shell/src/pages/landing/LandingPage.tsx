import { lazy, Suspense, useState } from 'react';
import { PublicLayout } from '../../components/PublicLayout';
import { CallToActionSection } from './sections/CallToActionSection';
import { CategoriesSection } from './sections/CategoriesSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HeroSection } from './sections/HeroSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { PricingSection } from './sections/PricingSection';
import { TestimonialsSection } from './sections/TestimonialsSection';

// The demo dialog (and the player it brings) loads when someone first asks for it.
const DemoVideoDialog = lazy(() =>
  import(/* webpackChunkName: "ondemand-demo-video" */ './DemoVideoDialog').then((m) => ({
    default: m.DemoVideoDialog,
  })),
);

/** Public landing page (/), also shown for unknown paths when signed out. */
export function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoWanted, setDemoWanted] = useState(false);
  return (
    <PublicLayout anchorsOnPage>
      <HeroSection
        onWatchDemo={() => {
          setDemoWanted(true);
          setDemoOpen(true);
        }}
      />
      <FeaturesSection />
      <HowItWorksSection />
      <CategoriesSection />
      <TestimonialsSection />
      <PricingSection />
      <CallToActionSection />
      {demoWanted && (
        <Suspense fallback={null}>
          <DemoVideoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </PublicLayout>
  );
}
