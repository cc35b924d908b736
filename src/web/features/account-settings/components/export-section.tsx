import { Download } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { SettingsSection } from './settings-section';

/** 'Export my data': one zip download of everything the member made. */
export function ExportSection() {
  return (
    <SettingsSection
      title="Your data"
      description="One zip file with your profile, essays (Word and Markdown), saved articles with BibTeX, study paths with progress, chat history and flashcards."
    >
      <a href="/api/account/export" download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" />
        Export my data
      </a>
    </SettingsSection>
  );
}
