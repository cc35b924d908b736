import { GraduationCap, Library, Map, SearchCheck } from 'lucide-react';
import { SectionHeading } from './section-heading';

const DIFFERENCES = [
  {
    icon: Library,
    title: 'Textbook sources',
    text: 'Explanations grounded in textbooks and open educational resources, so what you learn matches what your course teaches.',
  },
  {
    icon: SearchCheck,
    title: 'Citation and verification',
    text: 'Every answer names its sources, checks them, and shows a confidence indicator so you know how far to trust it.',
  },
  {
    icon: GraduationCap,
    title: 'Certification library',
    text: 'More than 150 certifications, from CompTIA and AWS to the NCLEX, to start the moment you sign in: built-in lessons for CompTIA A+ and the NCLEX-RN, the official exam domains of the best-known exams, and your own material for the rest.',
  },
  {
    icon: Map,
    title: 'Custom study paths',
    text: 'AI-generated roadmaps built around your goal and your level, broken into steps you can finish one at a time.',
  },
] as const;

export function DifferenceSection() {
  return (
    <section aria-labelledby="difference-title" className="border-y border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="difference-title"
          eyebrow="Not just another chatbot"
          title="What makes it different"
        >
          A tutor you can hold to account: it cites, it verifies, and it plans your studies with you.
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
