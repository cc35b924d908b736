import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicOnly } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import { LoadingScreen } from './routes/loading-screen';
import { PublicLayout } from './routes/public-layout';

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
          <Route index element={<HomeRoute />} />
          <Route path="pricing" element={<HomeRoute />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="payment-success" element={<PaymentSuccessRoute />} />
        </Route>
      </Route>
      <Route
        path="demo"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <DemoRoute />
          </Suspense>
        }
      />
      <Route
        path="checkout/test/:id"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <TestCheckoutPage />
          </Suspense>
        }
      />
      <Route
        path="app"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <WorkspaceRoute />
          </Suspense>
        }
      />
      <Route
        path="app/settings"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <AccountSettingsRoute />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
