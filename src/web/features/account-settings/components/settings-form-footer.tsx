import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The foot of a settings form: the save's failure (unless a field already shows it), what the save did, and the
 * submit button, which waits while the save runs.
 */
export function SettingsFormFooter({
  failure,
  status,
  pending,
  children,
}: {
  /** The save's error when it failed and no field shows it; null otherwise. */
  failure: unknown;
  status: ReactNode;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {failure ? <Alert>{errorMessage(failure, MESSAGES.serverError)}</Alert> : null}
      {status ? (
        <p role="status" className="text-sm text-success">
          {status}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={pending}>
        {pending ? <Spinner /> : null}
        {children}
      </Button>
    </div>
  );
}
