import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages';
import type { AccountSession } from '../../../../shared/account-settings';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  listSessions,
  sessionsQueryKey,
  signOutEverywhere,
  signOutSession,
} from '../api/account-settings-api';
import { SettingsSection } from './settings-section';
import { SETTINGS_COPY } from '../messages';

/** A short name for a browser from its user agent ('Chrome on Linux'); the raw text when it is not recognised. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return SETTINGS_COPY.unknownDevice;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return SETTINGS_COPY.browserOnSystem(browser, system);
  return browser ?? system ?? userAgent.slice(0, 60);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in devices with 'Sign out' each, and 'Sign out everywhere'. */
export function SessionsSection({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: sessionsQueryKey, queryFn: listSessions });
  const one = useMutation({
    mutationFn: signOutSession,
    onSuccess: async ({ signedOut }) => {
      if (signedOut) return onSignedOut();
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
  const all = useMutation({ mutationFn: signOutEverywhere, onSuccess: () => onSignedOut() });

  const sessions: AccountSession[] = query.data?.sessions ?? [];
  return (
    <SettingsSection title={SETTINGS_COPY.signedInDevices} description={SETTINGS_COPY.signOutADevice}>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Alert>{errorMessage(query.error, MESSAGES.serverError)}</Alert> : null}
      <ul className="flex flex-col divide-y divide-border" aria-label={SETTINGS_COPY.signedInDevices}>
        {sessions.map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">
                {deviceName(session.userAgent)}{' '}
                {session.current ? <Badge>{SETTINGS_COPY.thisDevice}</Badge> : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {SETTINGS_COPY.signedIn(
                  dateTime.format(new Date(session.createdAt)),
                  session.ipAddress ? ` · ${session.ipAddress}` : '',
                )}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={one.isPending}
              aria-label={SETTINGS_COPY.signOut(
                deviceName(session.userAgent),
                session.current ? ' (this device)' : '',
              )}
              onClick={() => one.mutate(session.id)}
            >
              {SETTINGS_COPY.signOut2}
            </Button>
          </li>
        ))}
      </ul>
      {one.isError || all.isError ? (
        <Alert>{errorMessage(one.error ?? all.error, MESSAGES.serverError)}</Alert>
      ) : null}
      <Button variant="outline" className="mt-3" disabled={all.isPending} onClick={() => all.mutate()}>
        {all.isPending ? <Spinner /> : null}
        {SETTINGS_COPY.signOutEverywhere}
      </Button>
    </SettingsSection>
  );
}
