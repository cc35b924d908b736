/**
 * The demo's calls (spec 1 §4), through `hc` clients typed by the server's demo, accounts, auth and dev-outbox
 * routers (ADR 016).
 */
import type { DemoRoutes } from '../../../../server/features/demo/demo.routes';
import type { AccountsRoutes } from '../../../../server/features/accounts/accounts.routes';
import type { AuthRoutes } from '../../../../server/features/accounts/auth.routes';
import type { DevOutboxRoutes } from '../../../../server/features/dev/dev-outbox.routes';
import { DEMO_MESSAGES } from '../../../../shared/messages';
import type { RequestOptions } from '../../../lib/api-client';
import { featureClient, ok } from '../../../lib/rpc';

const demo = featureClient<DemoRoutes>()['demo-user'];
const accounts = featureClient<AccountsRoutes>();
const auth = featureClient<AuthRoutes>().auth;
const outbox = featureClient<DevOutboxRoutes>().dev.outbox;

/** POST /api/demo-user/create: a new demo account, signed in by the answer's cookie. */
export function createDemo() {
  return ok(demo.create.$post({ json: {} }));
}

export function fetchPromptUsage(demoUserId: string, options?: RequestOptions) {
  return ok(
    demo['prompt-usage'][':id'].$get(
      { param: { id: encodeURIComponent(demoUserId) } },
      { init: { signal: options?.signal ?? null } },
    ),
  );
}

/** Deletes the demo account and everything in it. */
export function endDemo() {
  return ok(demo.end.$post());
}

/** Who the browser's session cookie belongs to, asked afresh. */
export async function fetchCurrentUser() {
  return (await ok(accounts.me.$get())).user;
}

/** Signs the demo account in again with its stored, server-generated password. */
export async function signInDemo(email: string, password: string) {
  const answer = await ok(accounts.accounts['sign-in'].$post({ json: { email, password } }));
  // a demo account has no two-step verification, so a right password always signs it in
  if (!answer.user) throw new Error(DEMO_MESSAGES.loadFailed);
  return answer.user;
}

/** Whether a live demo has this session key (/demo?session= in another browser). */
export async function demoSessionExists(key: string): Promise<boolean> {
  return (await ok(demo.session[':key'].$get({ param: { key: encodeURIComponent(key) } }))).exists;
}

/** Sends a one-time sign-in code to the demo's address (/demo?session= in another browser). */
export async function sendDemoCode(email: string): Promise<void> {
  await ok(auth['email-otp']['send-verification-otp'].$post({ json: { email, type: 'sign-in' } }));
}

/** Signs in with the one-time code. */
export async function signInWithDemoCode(email: string, otp: string): Promise<void> {
  await ok(auth['sign-in']['email-otp'].$post({ json: { email, otp } }));
}

/** The last one-time codes mailed to a live demo's address, when the deployment shows its dev outbox. */
export async function devOutboxMessages(email: string) {
  return (await ok(outbox.$get({ query: { email } }))).messages;
}
