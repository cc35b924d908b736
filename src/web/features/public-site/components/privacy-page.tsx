import { PUBLIC_COPY } from '../messages';
import { PRIVACY_COPY } from '../legal-messages';
import { LegalPage } from './legal-page';
import { usePublicConfig } from '../../../lib/public-config';

export function PrivacyPage() {
  const config = usePublicConfig();
  return (
    <LegalPage title={PUBLIC_COPY.privacyPolicy} {...PRIVACY_COPY} supportEmail={config.data?.supportEmail} />
  );
}
