import '@fontsource-variable/inter';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { afterFirstPaint } from './lib/after-first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The public pages arrive prerendered (src/web/prerender.tsx): hydrate them once they are on screen (ADR 022); every
// other route starts empty. A transition lets React hydrate in slices, yielding to the browser (shorter tasks on a
// slow phone).
if (container.firstElementChild)
  afterFirstPaint(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
else createRoot(container).render(app);
