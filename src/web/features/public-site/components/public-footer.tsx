import { Link } from '../../../lib/router';
import { Logo } from '../../../components/ui/logo';
import { PUBLIC_COPY } from '../messages';

const YEAR = new Date().getFullYear();

export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{PUBLIC_COPY.yourAiStudyCompanion}</p>
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          <p className="text-sm text-muted-foreground">{PUBLIC_COPY.monthlyBillingCancelAnytime2}</p>
          <nav aria-label={PUBLIC_COPY.legal} className="flex gap-4 text-sm">
            <Link to="/terms" className="text-primary underline-offset-4 hover:underline">
              {PUBLIC_COPY.termsOfService}
            </Link>
            <Link to="/privacy" className="text-primary underline-offset-4 hover:underline">
              {PUBLIC_COPY.privacyPolicy}
            </Link>
          </nav>
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        {PUBLIC_COPY.smartyAllRightsReserved(YEAR)}
      </p>
    </footer>
  );
}
