import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicOnly } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import { LoadingScreen } from './routes/loading-screen';
import { PublicLayout } from './routes/public-layout';
import { DocumentTitle } from '../lib/document-title';

const TermsPage = lazy(() =>
  import('../features/public-site/components/terms-page').then((m) => ({ default: m.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/public-site/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const PaymentSuccessRoute = lazy(() =>
  import('./routes/payment-success-route').then((m) => ({ default: m.PaymentSuccessRoute })),
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

/** The routes of spec 1 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route element={<PublicLayout />}>
          <Route
            index
            element={
              <DocumentTitle>
                <HomeRoute />
              </DocumentTitle>
            }
          />
          <Route
            path="pricing"
            element={
              <DocumentTitle page="Pricing">
                <HomeRoute />
              </DocumentTitle>
            }
          />
          <Route
            path="terms"
            element={
              <DocumentTitle page="Terms of Service">
                <TermsPage />
              </DocumentTitle>
            }
          />
          <Route
            path="privacy"
            element={
              <DocumentTitle page="Privacy Policy">
                <PrivacyPage />
              </DocumentTitle>
            }
          />
          <Route
            path="payment-success"
            element={
              <DocumentTitle page="Payment">
                <PaymentSuccessRoute />
              </DocumentTitle>
            }
          />
        </Route>
      </Route>
      <Route
        path="demo"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <DocumentTitle page="Demo">
              <DemoRoute />
            </DocumentTitle>
          </Suspense>
        }
      />
      <Route
        path="checkout/test/:id"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <DocumentTitle page="Test checkout">
              <TestCheckoutPage />
            </DocumentTitle>
          </Suspense>
        }
      />
      <Route
        path="app"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <DocumentTitle page="Workspace">
              <WorkspaceRoute />
            </DocumentTitle>
          </Suspense>
        }
      />
      <Route
        path="app/settings"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <DocumentTitle page="Account settings">
              <AccountSettingsRoute />
            </DocumentTitle>
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
