import { lazy, Suspense } from 'react';
import { PublicOnly } from './routes/guards';
import { LoadingScreen } from './routes/loading-screen';
import { DocumentTitle } from '../lib/document-title';
import { APP_COPY } from '../lib/messages';
import { Redirect, Route, Switch } from '../lib/router';

// The public site is a chunk of its own, so the signed-in workspace does not load it; the prerendered public pages
// paint without it and hydrate once the entry has fetched it (their HTML does not preload it: ADR 021).
const PublicLayout = lazy(() => import('./routes/public-layout').then((m) => ({ default: m.PublicLayout })));
const HomeRoute = lazy(() => import('./routes/home-route').then((m) => ({ default: m.HomeRoute })));
const TermsPage = lazy(() =>
  import('../features/public-site/components/terms-page').then((m) => ({ default: m.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/public-site/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const PaymentSuccessRoute = lazy(() =>
  import('./routes/payment-success-route').then((m) => ({ default: m.PaymentSuccessRoute })),
);
const MemberPaymentSuccessRoute = lazy(() =>
  import('./routes/payment-success-route').then((m) => ({ default: m.MemberPaymentSuccessRoute })),
);
const DemoRoute = lazy(() => import('./routes/demo-route').then((m) => ({ default: m.DemoRoute })));
const TestCheckoutPage = lazy(() =>
  import('../features/billing/components/test-checkout-page').then((m) => ({ default: m.TestCheckoutPage })),
);
const AccountSettingsRoute = lazy(() =>
  import('./routes/account-settings-route').then((m) => ({ default: m.AccountSettingsRoute })),
);
const WorkspaceRoute = lazy(() =>
  import('./routes/workspace-route').then((m) => ({ default: m.WorkspaceRoute })),
);

/** The public pages share one layout, kept mounted from one to the next (its dialogs and their state). */
const PUBLIC_PAGE = /^\/(?:pricing|terms|privacy|payment-success)?\/?$/;

/** The routes of spec 1 §2. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={PUBLIC_PAGE}>
        <PublicOnly
          checkoutReturn={
            <Suspense fallback={<LoadingScreen />}>
              <DocumentTitle page={APP_COPY.pages.payment}>
                <MemberPaymentSuccessRoute />
              </DocumentTitle>
            </Suspense>
          }
        >
          <Suspense fallback={<LoadingScreen />}>
            <PublicLayout>
              <Switch>
                <Route path="/terms">
                  <DocumentTitle page={APP_COPY.pages.terms}>
                    <TermsPage />
                  </DocumentTitle>
                </Route>
                <Route path="/privacy">
                  <DocumentTitle page={APP_COPY.pages.privacy}>
                    <PrivacyPage />
                  </DocumentTitle>
                </Route>
                <Route path="/payment-success">
                  <DocumentTitle page={APP_COPY.pages.payment}>
                    <PaymentSuccessRoute />
                  </DocumentTitle>
                </Route>
                <Route path="/pricing">
                  <DocumentTitle page={APP_COPY.pages.pricing}>
                    <HomeRoute />
                  </DocumentTitle>
                </Route>
                <Route>
                  <DocumentTitle>
                    <HomeRoute />
                  </DocumentTitle>
                </Route>
              </Switch>
            </PublicLayout>
          </Suspense>
        </PublicOnly>
      </Route>
      <Route path="/demo">
        <Suspense fallback={<LoadingScreen />}>
          <DocumentTitle page={APP_COPY.pages.demo}>
            <DemoRoute />
          </DocumentTitle>
        </Suspense>
      </Route>
      <Route path="/checkout/test/:id">
        <Suspense fallback={<LoadingScreen />}>
          <DocumentTitle page={APP_COPY.pages.testCheckout}>
            <TestCheckoutPage />
          </DocumentTitle>
        </Suspense>
      </Route>
      <Route path="/app">
        <Suspense fallback={<LoadingScreen />}>
          <DocumentTitle page={APP_COPY.pages.workspace}>
            <WorkspaceRoute />
          </DocumentTitle>
        </Suspense>
      </Route>
      <Route path="/app/settings">
        <Suspense fallback={<LoadingScreen />}>
          <DocumentTitle page={APP_COPY.pages.accountSettings}>
            <AccountSettingsRoute />
          </DocumentTitle>
        </Suspense>
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
