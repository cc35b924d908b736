import { GraduationCap, Library, Map, SearchCheck } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { PUBLIC_COPY } from '../messages';

const DIFFERENCES = [
  {
    icon: Library,
    title: PUBLIC_COPY.textbookSources,
    text: PUBLIC_COPY.explanationsGroundedInTextbooks,
  },
  {
    icon: SearchCheck,
    title: PUBLIC_COPY.citationAndVerification,
    text: PUBLIC_COPY.everyAnswerNamesIts,
  },
  {
    icon: GraduationCap,
    title: PUBLIC_COPY.certificationLibrary,
    text: PUBLIC_COPY.certificationsFromCompTIA,
  },
  {
    icon: Map,
    title: PUBLIC_COPY.customStudyPaths,
    text: PUBLIC_COPY.aiGeneratedRoadmapsBuilt,
  },
] as const;

export function DifferenceSection() {
  return (
    <section aria-labelledby="difference-title" className="border-y border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="difference-title"
          eyebrow={PUBLIC_COPY.notJustAnotherChatbot}
          title={PUBLIC_COPY.whatMakesItDifferent}
        >
          {PUBLIC_COPY.aTutorYouCan}
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DIFFERENCES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
