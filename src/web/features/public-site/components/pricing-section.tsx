import { BadgeCheck, ListChecks, MessageSquare, NotebookPen, Route, ShieldCheck } from 'lucide-react';
import type { Plan } from '../../../../shared/plans';
import { useSecretPlanToggle, visiblePlans } from '../hooks/secret-plan-toggle';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';

export const PRICING_SECTION_ID = 'pricing';

const EVERY_PLAN: readonly FeatureItem[] = [
  {
    icon: MessageSquare,
    title: 'Smarty Chat tutor',
    text: 'Ask anything in your subject and get clear, step-by-step explanations.',
  },
  {
    icon: BadgeCheck,
    title: 'Cited, verified sources',
    text: 'Textbook and open-source citations with confidence indicators.',
  },
  {
    icon: Route,
    title: 'AI study paths',
    text: 'Roadmaps that break a big goal into steps you can finish.',
  },
  {
    icon: ListChecks,
    title: 'Quizzes and flashcards',
    text: 'Practice built from your topics, with progress tracking.',
  },
  {
    icon: NotebookPen,
    title: 'Essay writing help',
    text: 'Guided academic and creative writing with honest feedback.',
  },
  {
    icon: ShieldCheck,
    title: 'Risk-free',
    text: 'Monthly billing, cancel anytime, 24/7 support and a 30-day money-back guarantee.',
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
      <SectionHeading id="pricing-title" eyebrow="Pricing" title="One plan per subject. One simple price.">
        Limited-time student discount: 56% off. That is under $0.67 per day, billed monthly, and you can
        cancel anytime.
      </SectionHeading>

      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.level} plan={plan} onChoose={onChoosePlan} onChooseIntent={onChooseIntent} />
        ))}
      </div>

      <p className="mt-8 text-center text-sm text-muted-foreground">
        Every plan comes with 24/7 support and a 30-day money-back guarantee.
      </p>

      <div className="mt-16">
        <h3 className="mb-8 text-center text-2xl font-bold tracking-tight">What you get with every plan</h3>
        <FeatureGrid items={EVERY_PLAN} />
      </div>
    </section>
  );
}
