import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { KeyRound } from 'lucide-react';
import { DEMO_MESSAGES as M } from '../../../../shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { devOutboxMessages, sendDemoCode, signInWithDemoCode } from '../api/demo-api';
import { usePublicConfig } from '../../../lib/public-config';
import { DemoScreenCard } from './demo-screen-card';
import { DEMO_COPY } from '../messages';

/**
 * /demo?session=… in a browser that does not hold the demo's key: a one-time code sent to the demo's address
 * signs it in (better-auth e-mail OTP). Where no mail server is set, the code can be read in the dev outbox.
 */
export function DemoCodeScreen({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [devCode, setDevCode] = useState<string | null>(null);

  async function send() {
    setBusy('send');
    setError(null);
    try {
      await sendDemoCode(email);
      setSent(true);
    } catch (e) {
      setError(errorMessage(e, M.loadFailed));
    } finally {
      setBusy(null);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(M.codeInvalid);
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      await signInWithDemoCode(email, code.trim());
      onSignedIn();
    } catch (err) {
      setError(
        errorMessage(err, M.codeInvalid).startsWith(DEMO_COPY.tooManyPrefix)
          ? errorMessage(err, M.codeInvalid)
          : M.codeInvalid,
      );
    } finally {
      setBusy(null);
    }
  }

  async function showDevCode() {
    try {
      const messages = await devOutboxMessages(email);
      setDevCode(/\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? DEMO_COPY.noCodeYet);
    } catch (e) {
      setDevCode(errorMessage(e, DEMO_COPY.theDevOutboxCould));
    }
  }

  return (
    <DemoScreenCard
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      iconClassName="bg-accent text-accent-foreground"
    >
      <h1 className="text-center text-xl font-semibold">{M.codeTitle}</h1>
      <p className="text-center text-sm text-muted-foreground">{M.codeIntro}</p>
      {config.data?.devOutbox ? (
        <p className="text-center text-xs text-muted-foreground">{M.codeDevOutbox}</p>
      ) : null}
      <Button onClick={() => void send()} disabled={busy !== null} variant={sent ? 'outline' : 'primary'}>
        {busy === 'send' ? <Spinner /> : null}
        {busy === 'send' ? M.sendingCode : M.sendCode}
      </Button>
      {sent ? (
        <form onSubmit={(e) => void verify(e)} className="grid gap-2" noValidate>
          <p role="status" className="text-sm text-success">
            {M.codeSent}
          </p>
          <label htmlFor="demo-code" className="text-sm font-medium">
            {M.codeLabel}
          </label>
          <input
            id="demo-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            className="h-11 rounded-md border border-input bg-card px-3 text-center text-lg tracking-[0.4em]"
          />
          <Button type="submit" disabled={busy !== null}>
            {busy === 'verify' ? <Spinner /> : null}
            {M.signInWithCode}
          </Button>
          {config.data?.devOutbox ? (
            <div className="grid gap-1 text-center">
              <Button variant="link" size="inline" onClick={() => void showDevCode()}>
                {M.showDevCode}
              </Button>
              {devCode ? (
                <output aria-label={DEMO_COPY.codeFromTheDev} className="font-mono text-lg tracking-[0.3em]">
                  {devCode}
                </output>
              ) : null}
            </div>
          ) : null}
        </form>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <Button variant="ghost" onClick={() => navigate('/', { replace: true })}>
        {M.goHome}
      </Button>
    </DemoScreenCard>
  );
}
