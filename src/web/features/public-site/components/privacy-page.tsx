import { PUBLIC_COPY } from '../messages';
import { PRIVACY_COPY } from '../legal-messages';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage title={PUBLIC_COPY.privacyPolicy} {...PRIVACY_COPY} />;
}
