import { useNavigate } from 'react-router';
import { LandingPage } from '../../features/public-site/components/landing-page';
import { usePublicOutletContext } from './public-layout';

export function HomeRoute() {
  const navigate = useNavigate();
  const { choosePlan, preloadRegistration } = usePublicOutletContext();
  return (
    <LandingPage
      onStartDemo={() => void navigate('/demo')}
      onChoosePlan={choosePlan}
      onChooseIntent={preloadRegistration}
    />
  );
}
