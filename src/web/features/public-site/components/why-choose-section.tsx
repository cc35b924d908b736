import { Award, BadgeCheck, BookOpen, LifeBuoy, ListChecks, Route } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { SectionHeading } from './section-heading';

const REASONS: readonly FeatureItem[] = [
  {
    icon: BookOpen,
    title: '8 learning modes',
    text: 'Programming, nursing, faith, math, writing and more, each with a tutor that speaks the language of the subject.',
  },
  {
    icon: BadgeCheck,
    title: 'Answers you can check',
    text: 'Textbook and open-source citations with source verification and confidence indicators.',
  },
  {
    icon: Award,
    title: '100+ certifications',
    text: 'Prepare for IT, cloud and nursing exams such as CompTIA, AWS and NCLEX.',
  },
  {
    icon: Route,
    title: 'AI study paths',
    text: 'Turn a goal into a roadmap of topics, so you always know what to study next.',
  },
  {
    icon: ListChecks,
    title: 'Quizzes, flashcards and progress',
    text: 'Practice with quizzes and flashcards, and see your progress grow topic by topic.',
  },
  {
    icon: LifeBuoy,
    title: '24/7 support',
    text: 'Help whenever you study, and a 30-day money-back guarantee if Smarty is not for you.',
  },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-choose-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="why-choose-title" eyebrow="Built for students" title="Why Choose Smarty">
        Everything you need to understand a subject, pass the exam and write with confidence.
      </SectionHeading>
      <FeatureGrid items={REASONS} />
    </section>
  );
}
