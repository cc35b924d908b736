import { PUBLIC_COPY } from '../messages';
import { TERMS_COPY } from '../legal-messages';
import { LegalPage } from './legal-page';
import { usePublicConfig } from '../../../lib/public-config';

export function TermsPage() {
  const config = usePublicConfig();
  return (
    <LegalPage title={PUBLIC_COPY.termsOfService} {...TERMS_COPY} supportEmail={config.data?.supportEmail} />
  );
}
