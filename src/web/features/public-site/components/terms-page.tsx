import { PUBLIC_COPY } from '../messages';
import { TERMS_COPY } from '../legal-messages';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage title={PUBLIC_COPY.termsOfService} {...TERMS_COPY} />;
}
