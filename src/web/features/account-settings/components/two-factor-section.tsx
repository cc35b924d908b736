import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages';
import {
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
  type TwoFactorEnrolment,
} from '../../../../shared/two-factor';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  twoFactorQueryKey,
} from '../api/two-factor-api';
import { sessionsQueryKey } from '../api/account-settings-api';
import { SettingsFormFooter } from './settings-form-footer';
import { SettingsSection } from './settings-section';
import { TWO_FACTOR_LIMITS } from '../../../../shared/limits';
import { SETTINGS_COPY } from '../messages';

/** The field error a failed request names, or null when the failure belongs above the button. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiRequestError ? (error.fields?.[field] ?? null) : null;

/** Recovery codes, shown once: each signs in once when the phone is not at hand. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3 sm:col-span-2">
      <p className="text-sm font-medium">{SETTINGS_COPY.recoveryCodes}</p>
      <p className="text-sm text-muted-foreground">{SETTINGS_COPY.saveTheseCodesNow}</p>
      <ul
        aria-label={SETTINGS_COPY.recoveryCodes}
        className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** The authenticator app's QR code (drawn in the browser from the otpauth URI; nothing leaves the page). */
function EnrolmentQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded on demand: only enrolment needs the QR encoder.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 192 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} width={192} height={192} alt={SETTINGS_COPY.qrCodeForYour} className="rounded-md border" />
  ) : (
    <Spinner />
  );
}

/** Two-step verification: optional; an authenticator app's code after the password, and recovery codes. */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorQueryKey, queryFn: fetchTwoFactor });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function settled(message: string) {
    setDone(message);
    setPassword('');
    setCode('');
    await queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
    await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  }

  const start = useMutation({
    mutationFn: startTwoFactor,
    onSuccess: (result) => {
      setEnrolment(result);
      setPassword('');
      setDone(null);
    },
    onError: (failure) => setError(fieldError(failure, 'password')),
  });
  const confirm = useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: async ({ message }) => {
      setShownCodes(enrolment?.recoveryCodes ?? null);
      setEnrolment(null);
      await settled(message);
    },
    onError: (failure) => setError(fieldError(failure, 'code')),
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async ({ message }) => {
      setShownCodes(null);
      await settled(message);
    },
    onError: (failure) => setError(fieldError(failure, 'password')),
  });
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: async ({ recoveryCodes, message }) => {
      setShownCodes(recoveryCodes);
      await settled(message);
    },
    onError: (failure) => setError(fieldError(failure, 'password')),
  });
  const running = [start, confirm, disable, renew].find((m) => m.isPending);
  const failed = [start, confirm, disable, renew].find((m) => m.isError);

  function edit(setter: (value: string) => void, value: string) {
    setter(value);
    setError(null);
    setDone(null);
    for (const m of [start, confirm, disable, renew]) if (m.isError) m.reset();
  }

  function withPassword(run: (password: string) => void) {
    const parsed = twoFactorPasswordSchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    run(parsed.data.password);
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running) return;
    const parsed = twoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    confirm.mutate(parsed.data.code);
  }

  const failure = failed && !error ? failed.error : null;
  const passwordField = (
    <FormField
      label={SETTINGS_COPY.password}
      name="twoFactorPassword"
      type="password"
      autoComplete="current-password"
      value={password}
      error={error ?? undefined}
      onChange={(event) => edit(setPassword, event.target.value)}
    />
  );

  return (
    <SettingsSection
      title={SETTINGS_COPY.twoStepVerification}
      description={SETTINGS_COPY.optionalAfterYourPassword}
    >
      {status.isPending ? <Spinner /> : null}
      {status.isError ? <Alert>{errorMessage(status.error, MESSAGES.serverError)}</Alert> : null}
      {status.data && enrolment ? (
        <form noValidate onSubmit={submitCode} className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2 sm:col-span-2">
            <p className="text-sm">{SETTINGS_COPY.n1ScanThisQr}</p>
            <EnrolmentQr uri={enrolment.totpUri} />
            <p className="text-sm">
              {SETTINGS_COPY.key}
              <code className="break-all font-mono">{enrolment.secret}</code>
            </p>
            <p className="text-sm">{SETTINGS_COPY.n2EnterTheDigit(TWO_FACTOR_LIMITS.codeDigits)}</p>
          </div>
          <FormField
            label={SETTINGS_COPY.codeFromTheApp}
            name="twoFactorCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error ?? undefined}
            onChange={(event) => edit(setCode, event.target.value)}
          />
          <RecoveryCodes codes={enrolment.recoveryCodes} />
          <SettingsFormFooter failure={failure} status={null} pending={confirm.isPending}>
            {SETTINGS_COPY.turnOnTwoStep}
          </SettingsFormFooter>
        </form>
      ) : null}
      {status.data && !enrolment ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!running && !status.data.enabled) withPassword((p) => start.mutate(p));
          }}
          className="grid gap-4 sm:grid-cols-2"
        >
          <p className="text-sm sm:col-span-2">
            {status.data.enabled ? SETTINGS_COPY.twoStepIsOn : SETTINGS_COPY.twoStepIsOff}
          </p>
          {shownCodes ? <RecoveryCodes codes={shownCodes} /> : null}
          {passwordField}
          {status.data.enabled ? (
            <div className="flex flex-col gap-3 sm:col-span-2">
              {failure ? <Alert>{errorMessage(failure, MESSAGES.serverError)}</Alert> : null}
              {done ? (
                <p role="status" className="text-sm text-success">
                  {done}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  disabled={Boolean(running)}
                  onClick={() => withPassword((p) => renew.mutate(p))}
                >
                  {renew.isPending ? <Spinner /> : null}
                  {SETTINGS_COPY.newRecoveryCodes}
                </Button>
                <Button
                  variant="outline"
                  disabled={Boolean(running)}
                  onClick={() => withPassword((p) => disable.mutate(p))}
                >
                  {disable.isPending ? <Spinner /> : null}
                  {SETTINGS_COPY.turnOffTwoStep}
                </Button>
              </div>
            </div>
          ) : (
            <SettingsFormFooter failure={failure} status={done} pending={start.isPending}>
              {SETTINGS_COPY.setUpTwoStep}
            </SettingsFormFooter>
          )}
        </form>
      ) : null}
    </SettingsSection>
  );
}
