import { BadgeCheck, ListChecks, MessageSquare, NotebookPen, Route, ShieldCheck } from 'lucide-react';
import type { Plan } from '../../../../shared/plans';
import { useSecretPlanToggle, visiblePlans } from '../hooks/secret-plan-toggle';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';
import { PUBLIC_COPY } from '../messages';

export const PRICING_SECTION_ID = 'pricing';

const EVERY_PLAN: readonly FeatureItem[] = [
  {
    icon: MessageSquare,
    title: PUBLIC_COPY.smartyChatTutor,
    text: PUBLIC_COPY.askAnythingInYour,
  },
  {
    icon: BadgeCheck,
    title: PUBLIC_COPY.citedVerifiedSources,
    text: PUBLIC_COPY.textbookAndOpenSource,
  },
  {
    icon: Route,
    title: PUBLIC_COPY.aiStudyPaths,
    text: PUBLIC_COPY.roadmapsThatBreakA,
  },
  {
    icon: ListChecks,
    title: PUBLIC_COPY.quizzesAndFlashcards,
    text: PUBLIC_COPY.practiceBuiltFromYour,
  },
  {
    icon: NotebookPen,
    title: PUBLIC_COPY.essayWritingHelp,
    text: PUBLIC_COPY.guidedAcademicAndCreative,
  },
  {
    icon: ShieldCheck,
    title: 'Risk-free',
    text: PUBLIC_COPY.monthlyBillingCancelAnytime,
  },
];

export interface PricingSectionProps {
  onChoosePlan: (plan: Plan) => void;
  onChooseIntent?: () => void;
}

export function PricingSection({ onChoosePlan, onChooseIntent }: PricingSectionProps) {
  const showSecret = useSecretPlanToggle();
  const plans = visiblePlans(showSecret);
  return (
    <section
      id={PRICING_SECTION_ID}
      aria-labelledby="pricing-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="pricing-title" eyebrow={PUBLIC_COPY.pricing} title={PUBLIC_COPY.onePlanPerSubject}>
        {PUBLIC_COPY.limitedTimeStudentDiscount}
      </SectionHeading>

      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.level} plan={plan} onChoose={onChoosePlan} onChooseIntent={onChooseIntent} />
        ))}
      </div>

      <p className="mt-8 text-center text-sm text-muted-foreground">{PUBLIC_COPY.everyPlanComesWith}</p>

      <div className="mt-16">
        <h3 className="mb-8 text-center text-2xl font-bold tracking-tight">{PUBLIC_COPY.whatYouGetWith}</h3>
        <FeatureGrid items={EVERY_PLAN} />
      </div>
    </section>
  );
}
