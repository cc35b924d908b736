import { useEffect } from 'react';
import { useLocation, useLocationHash, useNavigationKey } from '../../../lib/router';
import type { Plan } from '../../../../shared/plans';
import { scrollToId } from '../../../lib/motion';
import { DifferenceSection } from './difference-section';
import { PRICING_SECTION_ID, PricingSection } from './pricing-section';
import { WhyChooseSection } from './why-choose-section';

export interface LandingSectionsProps {
  onChoosePlan: (plan: Plan) => void;
  onChooseIntent?: () => void;
}

/** True for /pricing and /#pricing: the pricing section should be scrolled into view. */
export function wantsPricing(pathname: string, hash: string): boolean {
  return pathname === '/pricing' || hash === `#${PRICING_SECTION_ID}`;
}

/**
 * Everything below the hero. Loaded as its own chunk (fetched at start-up, in parallel with the
 * session check) so the first screen needs less JavaScript.
 */
export function LandingSections({ onChoosePlan, onChooseIntent }: LandingSectionsProps) {
  const [pathname] = useLocation();
  const hash = useLocationHash();
  const visit = useNavigationKey();

  // /pricing and /#pricing scroll to the pricing section once it exists and on every new visit.
  useEffect(() => {
    if (wantsPricing(pathname, hash)) scrollToId(PRICING_SECTION_ID);
  }, [pathname, hash, visit]);

  // The prerendered sections answer clicks once hydrated: say so (the e2e tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.landingReady = 'true';
  }, []);

  return (
    <>
      <WhyChooseSection />
      <DifferenceSection />
      <PricingSection onChoosePlan={onChoosePlan} onChooseIntent={onChooseIntent} />
    </>
  );
}
