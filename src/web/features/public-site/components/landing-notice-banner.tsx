import { useEffect, useState } from 'react';
import { takeLandingNotice, type LandingNotice } from '../../../lib/landing-notice';
import { PUBLIC_COPY } from '../messages';

const TEXT: Readonly<Record<LandingNotice, string>> = {
  'account-deleted': PUBLIC_COPY.accountDeletedNotice,
};

/**
 * The landing's one-time notice (after the account was deleted). The status region is there from the first paint
 * and the text is put into it afterwards, so a screen reader announces it; it is gone on a reload.
 */
export function LandingNoticeBanner() {
  const [notice, setNotice] = useState<LandingNotice | null>(null);
  useEffect(() => {
    const taken = takeLandingNotice();
    if (taken) setNotice(taken);
  }, []);
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 empty:hidden sm:px-6">
      {notice ? (
        <p className="mt-4 rounded-lg border border-success/40 bg-success-soft px-4 py-3 text-sm font-medium text-success">
          {TEXT[notice]}
        </p>
      ) : null}
    </div>
  );
}
