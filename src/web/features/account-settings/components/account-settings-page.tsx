import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { ArrowLeft } from 'lucide-react';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { buttonVariants } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { BillingSection } from './billing-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { ExportSection } from './export-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { SETTINGS_COPY } from '../messages';

export interface AccountSettingsPageProps {
  user: AccountUser;
  /** Ends this browser's session and leaves (used after signing this device out). */
  onSignedOut: () => void;
  /** Leaves after the account was deleted (the landing says so). */
  onAccountDeleted: () => void;
  /** Puts the saved profile into the session. */
  onProfileSaved: (user: AccountUser) => void;
  /** Refreshes the session after a subscription change (access may have ended). */
  onAccessChanged: () => void;
  /** More sections composed by the app (billing, data export, account deletion). */
  children?: ReactNode;
}

/** /app/settings: the member's profile, password and devices, opened from the profile menu. */
export function AccountSettingsPage({
  user,
  onSignedOut,
  onAccountDeleted,
  onProfileSaved,
  onAccessChanged,
  children,
}: AccountSettingsPageProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <Link to="/app" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" />
            {SETTINGS_COPY.backToWorkspace}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-semibold">{SETTINGS_COPY.accountSettings}</h1>
          <p className="text-sm text-muted-foreground">{SETTINGS_COPY.signedInAs(user.email)}</p>
        </div>
        <ProfileSection user={user} onSaved={onProfileSaved} />
        <EmailSection user={user} onChanged={onProfileSaved} />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection onSignedOut={onSignedOut} />
        <BillingSection onAccessChanged={onAccessChanged} />
        <ExportSection />
        {children}
        <DeleteAccountSection onDeleted={onAccountDeleted} />
      </main>
    </div>
  );
}
