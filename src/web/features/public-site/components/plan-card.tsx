import { Check } from 'lucide-react';
import type { Plan } from '../../../../shared/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { PUBLIC_COPY } from '../messages';

export interface PlanCardProps {
  plan: Plan;
  onChoose: (plan: Plan) => void;
  onChooseIntent?: () => void;
}

export function PlanCard({ plan, onChoose, onChooseIntent }: PlanCardProps) {
  const titleId = `plan-${plan.level}-title`;
  const selectable = !plan.isComingSoon;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.isPopular
          ? 'border-primary ring-1 ring-primary'
          : plan.isSecret
            ? 'border-dashed border-highlight'
            : 'border-border',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        {plan.isPopular ? <Badge variant="primary">{PUBLIC_COPY.mostPopular}</Badge> : null}
        {plan.isSecret ? <Badge variant="warning">{PUBLIC_COPY.secretTest}</Badge> : null}
        {plan.isComingSoon ? <Badge variant="muted">{PUBLIC_COPY.comingSoon}</Badge> : null}
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-semibold">
        {plan.displayName}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{plan.description}</p>

      {plan.isSecret ? null : (
        <div className="mt-5">
          <div className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">{plan.priceDisplay}</span>
            <span className="text-sm text-muted-foreground">{PUBLIC_COPY.month}</span>
          </div>
          <div className="mt-1 flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">
              <span className="sr-only">{PUBLIC_COPY.originally}</span>
              <s>{plan.originalPrice}</s>
            </span>
            <Badge variant="success">{plan.discount}</Badge>
          </div>
        </div>
      )}

      <ul className="mt-6 mb-6 flex flex-col gap-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <Button
        className="mt-auto w-full"
        size="lg"
        variant={plan.isPopular ? 'primary' : 'outline'}
        disabled={!selectable}
        onClick={() => onChoose(plan)}
        onPointerEnter={selectable ? onChooseIntent : undefined}
        onFocus={selectable ? onChooseIntent : undefined}
      >
        {selectable ? (
          <>
            {PUBLIC_COPY.choosePlan}
            <span className="sr-only">{PUBLIC_COPY.for(plan.displayName)}</span>
          </>
        ) : (
          PUBLIC_COPY.comingSoon
        )}
      </Button>
    </article>
  );
}
