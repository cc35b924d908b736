import { DEMO } from '../../../../shared/limits';
import { DEMO_MESSAGES } from '../../../../shared/messages';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { createDemo } from '../api/demo-api';
import { demoStateAt } from './demo-state';
import { saveStoredDemo, type StoredDemo } from './demo-storage';

class DemoStartError extends Error {}

/** Creates a demo account (signed in by the answer's cookie) and keeps it in this browser. */
export async function startDemo(maxPrompts: number = DEMO.defaultMaxPrompts): Promise<StoredDemo> {
  const created = await createDemo();
  if (!created?.demoUser || !created.demoPassword)
    throw new DemoStartError(DEMO_MESSAGES.createReturnedNothing);
  const demo: StoredDemo = { user: created.demoUser, password: created.demoPassword };
  saveStoredDemo(demo, demoStateAt(demo.user, Date.now(), 0, maxPrompts));
  return demo;
}

/** The hero's start: true when the demo is ready; otherwise the person is told why in an alert (spec 1 §2). */
export async function startDemoFromHero(): Promise<boolean> {
  try {
    await startDemo();
    return true;
  } catch (error) {
    // The server's own text; a server failure without one is 'Failed to create demo user', anything else (network) the
    // hero's fallback (spec 1 §8).
    const fallback =
      error instanceof ApiRequestError ? DEMO_MESSAGES.createFailed : DEMO_MESSAGES.startFailed;
    const message = error instanceof DemoStartError ? error.message : errorMessage(error, fallback);
    window.alert(message);
    return false;
  }
}
