import { useId } from 'react';
import { Link } from '../../../lib/router';
import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { PUBLIC_COPY } from '../messages';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

export interface LegalPageProps {
  title: string;
  intro: string;
  updated: string;
  sections: readonly LegalSection[];
  /** The deployment's support address (GET /api/config); none is shown while unknown or unset. */
  supportEmail?: string | null;
}

/** A document's own texts (legal-messages.ts); the page title comes from the site's copy. */
export type LegalDocument = Omit<LegalPageProps, 'title'>;

/** A legal document: numbered sections and a way back home. */
export function LegalPage({ title, intro, updated, sections, supportEmail }: LegalPageProps) {
  const idPrefix = useId();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3')}>
        <ArrowLeft aria-hidden="true" />
        {PUBLIC_COPY.backToHome}
      </Link>
      <header className="mt-6 border-b border-border pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{updated}</p>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{intro}</p>
      </header>
      <ol className="mt-8 flex flex-col gap-10">
        {sections.map((section, index) => {
          const headingId = `${idPrefix}-${index + 1}`;
          return (
            <li key={section.title}>
              <section aria-labelledby={headingId}>
                <h2 id={headingId} className="text-xl font-semibold tracking-tight">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-3 flex flex-col gap-3 leading-relaxed text-foreground/85">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            </li>
          );
        })}
      </ol>
      {supportEmail ? (
        <p className="mt-10 border-t border-border pt-8 leading-relaxed text-foreground/85">
          {PUBLIC_COPY.supportTeamAt}{' '}
          <a
            href={`mailto:${supportEmail}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {supportEmail}
          </a>
          .
        </p>
      ) : null}
    </article>
  );
}
