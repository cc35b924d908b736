import { Download } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { SettingsSection } from './settings-section';
import { SETTINGS_COPY } from '../messages';
import { accountExportUrl } from '../api/account-settings-api';

/** 'Export my data': one zip download of everything the member made. */
export function ExportSection() {
  return (
    <SettingsSection title={SETTINGS_COPY.yourData} description={SETTINGS_COPY.oneZipFileWith}>
      <a href={accountExportUrl} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" />
        {SETTINGS_COPY.exportMyData}
      </a>
    </SettingsSection>
  );
}
