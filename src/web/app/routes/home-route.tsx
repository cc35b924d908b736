import { useState } from 'react';
import { useClientValue } from '../../lib/client-value';
import { useNavigate } from '../../lib/router';
import { hasResumableDemo } from '../../features/demo/lib/demo-storage';
import { LandingNoticeBanner } from '../../features/public-site/components/landing-notice-banner';
import { LandingPage } from '../../features/public-site/components/landing-page';
import { usePublicOutletContext } from './public-layout';
import { ROUTE_COPY } from './route-messages';

// The demo's start-up code and texts are fetched only when the button is used (the landing bundle has a budget).
const importStartDemo = () => import('../../features/demo/lib/start-demo');
const importMessages = () => import('../../../shared/messages');

export function HomeRoute() {
  const navigate = useNavigate();
  const { choosePlan, preloadRegistration } = usePublicOutletContext();
  // the prerendered landing offers 'Try Free Demo'; a demo stored in this browser turns it into 'Resume Demo'
  const resumable = useClientValue(hasResumableDemo, false);
  const [starting, setStarting] = useState(false);

  async function startOrResumeDemo() {
    if (starting) return;
    if (resumable) {
      navigate('/demo');
      return;
    }
    setStarting(true);
    let started = false;
    try {
      started = await (await importStartDemo()).startDemoFromHero();
    } catch (error) {
      console.error('The demo could not be loaded', error);
      const messages = await importMessages().catch(() => null);
      if (messages) window.alert(messages.DEMO_MESSAGES.startFailed);
    }
    setStarting(false);
    if (started) navigate('/demo');
  }

  return (
    <>
      <LandingNoticeBanner />
      <LandingPage
        onStartDemo={() => void startOrResumeDemo()}
        demoLabel={
          starting ? ROUTE_COPY.startingDemo : resumable ? ROUTE_COPY.resumeDemo : ROUTE_COPY.tryFreeDemo
        }
        demoBusy={starting}
        onChoosePlan={choosePlan}
        onChooseIntent={preloadRegistration}
      />
    </>
  );
}
