import { Award, BadgeCheck, BookOpen, LifeBuoy, ListChecks, Route } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { SectionHeading } from './section-heading';
import { PUBLIC_COPY } from '../messages';

const REASONS: readonly FeatureItem[] = [
  {
    icon: BookOpen,
    title: '8 learning modes',
    text: PUBLIC_COPY.programmingNursingFaithMath,
  },
  {
    icon: BadgeCheck,
    title: PUBLIC_COPY.answersYouCanCheck,
    text: PUBLIC_COPY.textbookAndOpenSource2,
  },
  {
    icon: Award,
    title: PUBLIC_COPY.certifications100,
    text: PUBLIC_COPY.prepareForItCloud,
  },
  {
    icon: Route,
    title: PUBLIC_COPY.aiStudyPaths,
    text: PUBLIC_COPY.turnAGoalInto,
  },
  {
    icon: ListChecks,
    title: PUBLIC_COPY.quizzesFlashcardsAndProgress,
    text: PUBLIC_COPY.practiceWithQuizzesAnd,
  },
  {
    icon: LifeBuoy,
    title: PUBLIC_COPY.support247,
    text: PUBLIC_COPY.helpWheneverYouStudy,
  },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-choose-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="why-choose-title"
        eyebrow={PUBLIC_COPY.builtForStudents}
        title={PUBLIC_COPY.whyChooseSmarty}
      >
        {PUBLIC_COPY.everythingYouNeedTo}
      </SectionHeading>
      <FeatureGrid items={REASONS} />
    </section>
  );
}
