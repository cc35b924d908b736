import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { Plan, PlanLevel } from '../../../shared/plans';
import type { ContinueToPayment } from '../../features/accounts/components/registration-dialog';
import { clearStoredDemo } from '../../features/demo/lib/demo-storage';
import { PublicFooter } from '../../features/public-site/components/public-footer';
import { PublicNav } from '../../features/public-site/components/public-nav';
import { LoadingScreen } from './loading-screen';
import { useLocation, useLocationHash, useNavigate } from '../../lib/router';
import { ROUTE_COPY } from './route-messages';

const importSignIn = () => import('../../features/accounts/components/sign-in-dialog');
const importRegistration = () => import('../../features/accounts/components/registration-dialog');
const importBilling = () => import('../../features/billing/api/billing-api');

const SignInDialog = lazy(() => importSignIn().then((m) => ({ default: m.SignInDialog })));
const RegistrationDialog = lazy(() => importRegistration().then((m) => ({ default: m.RegistrationDialog })));

/** Fetch a dialog's code ahead of the click (pointer over or focus on the button that opens it). */
function preload(load: () => Promise<unknown>) {
  load().catch(() => undefined);
}

export interface PublicOutletContext {
  choosePlan: (plan: Plan) => void;
  preloadRegistration: () => void;
  openSignIn: () => void;
}

/**
 * After registration the new account goes straight on to the checkout of its plan (spec 1 §4). A demo this browser
 * ran is over: the server handed its work to the new account, so its keys leave the browser's storage.
 */
const continueToPayment: ContinueToPayment = async (user, details) => {
  clearStoredDemo();
  const { continueToCheckout } = await importBilling();
  return continueToCheckout(
    details.plan_type,
    { email: user.email, first_name: user.firstName, last_name: user.lastName },
    details,
  );
};

const PublicOutlet = createContext<PublicOutletContext | null>(null);

/** What the layout offers the page inside it (its dialogs). */
export function usePublicOutletContext(): PublicOutletContext {
  const context = useContext(PublicOutlet);
  if (!context) throw new Error('usePublicOutletContext is used outside PublicLayout');
  return context;
}

type OpenDialog = 'none' | 'sign-in' | 'register';

/** Navigation bar, footer and the account dialogs around every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [pathname] = useLocation();
  const hash = useLocationHash();
  const [open, setOpen] = useState<OpenDialog>('none');
  // Dialogs stay mounted once opened so they can animate out; the plan stays for the same reason.
  const [signInUsed, setSignInUsed] = useState(false);
  const [plan, setPlan] = useState<PlanLevel | null>(null);

  // A new page starts at the top, except the pricing links, which scroll themselves.
  useEffect(() => {
    if (pathname !== '/pricing' && hash === '') window.scrollTo(0, 0);
  }, [pathname, hash]);

  const openSignIn = useCallback(() => {
    setSignInUsed(true);
    setOpen('sign-in');
  }, []);

  const choosePlan = useCallback((chosen: Plan) => {
    if (chosen.isComingSoon) return;
    setPlan(chosen.level);
    setOpen('register');
  }, []);

  const outletContext: PublicOutletContext = {
    choosePlan,
    preloadRegistration: () => {
      preload(importRegistration);
      preload(importBilling);
    },
    openSignIn,
  };

  function closeOnChange(dialog: OpenDialog) {
    return (isOpen: boolean) => {
      if (!isOpen) setOpen((current) => (current === dialog ? 'none' : current));
    };
  }

  function goToApp() {
    setOpen('none');
    navigate('/app', { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {ROUTE_COPY.skipToContent}
      </a>
      <PublicNav onLogin={openSignIn} onLoginIntent={() => preload(importSignIn)} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <PublicOutlet value={outletContext}>{children}</PublicOutlet>
        </Suspense>
      </main>
      <PublicFooter />

      {signInUsed ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={open === 'sign-in'}
            onOpenChange={closeOnChange('sign-in')}
            onSignedIn={goToApp}
            onViewPlans={() => {
              setOpen('none');
              navigate('/#pricing');
            }}
          />
        </Suspense>
      ) : null}
      {plan ? (
        <Suspense fallback={null}>
          <RegistrationDialog
            open={open === 'register'}
            onOpenChange={closeOnChange('register')}
            plan={plan}
            onRegistered={continueToPayment}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
