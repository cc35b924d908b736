import { lazy, Suspense } from 'react';
import { useNavigate } from '../../../lib/router';
import type { Plan } from '../../../../shared/plans';
import { scrollToId } from '../../../lib/motion';
import { HeroSection } from './hero-section';

/** The pricing section's id: /#pricing. */
const PRICING = 'pricing';

// Start fetching the sections below the hero as soon as this module runs, not when first rendered.
const sectionsModule = import('./landing-sections');
const LandingSections = lazy(() => sectionsModule.then((m) => ({ default: m.LandingSections })));

export interface LandingPageProps {
  onStartDemo: () => void;
  demoLabel: string;
  demoBusy: boolean;
  onChoosePlan: (plan: Plan) => void;
  /** A plan button is about to be used: a good moment to fetch the registration code. */
  onChooseIntent?: () => void;
}

export function LandingPage({
  onStartDemo,
  demoLabel,
  demoBusy,
  onChoosePlan,
  onChooseIntent,
}: LandingPageProps) {
  const navigate = useNavigate();
  const goToPricing = () => navigate(`/#${PRICING}`);
  return (
    <>
      <HeroSection
        onStartDemo={onStartDemo}
        demoLabel={demoLabel}
        demoBusy={demoBusy}
        onViewPricing={goToPricing}
        onGetStarted={() => {
          if (!scrollToId(PRICING)) goToPricing();
        }}
      />
      <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
        <LandingSections onChoosePlan={onChoosePlan} onChooseIntent={onChooseIntent} />
      </Suspense>
    </>
  );
}
