import { useState } from 'react';
import { PublicLayout } from '../../components/PublicLayout';
import { DemoVideoDialog } from './DemoVideoDialog';
import { CallToActionSection } from './sections/CallToActionSection';
import { CategoriesSection } from './sections/CategoriesSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HeroSection } from './sections/HeroSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { PricingSection } from './sections/PricingSection';
import { TestimonialsSection } from './sections/TestimonialsSection';

/** Public landing page (/), also shown for unknown paths when signed out. */
export function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <PublicLayout anchorsOnPage>
      <HeroSection onWatchDemo={() => setDemoOpen(true)} />
      <FeaturesSection />
      <HowItWorksSection />
      <CategoriesSection />
      <TestimonialsSection />
      <PricingSection />
      <CallToActionSection />
      <DemoVideoDialog open={demoOpen} onOpenChange={setDemoOpen} />
    </PublicLayout>
  );
}
