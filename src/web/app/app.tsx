import { ErrorBoundary } from '../components/error-boundary';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <ErrorBoundary fullScreen>
        <AppRoutes />
      </ErrorBoundary>
    </Providers>
  );
}
