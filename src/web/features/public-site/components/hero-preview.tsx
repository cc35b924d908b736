import { BadgeCheck, CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { PUBLIC_COPY } from '../messages';

/** A static picture of the product: a cited tutor answer and a study path. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-xl">
        <div className="flex items-center justify-between border-b border-border pb-3">
          <span className="text-sm font-semibold">{PUBLIC_COPY.smartyChat}</span>
          <Badge variant="soft">{PUBLIC_COPY.programming}</Badge>
        </div>
        <div className="mt-4 flex flex-col gap-3 text-sm">
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-primary-foreground">
            {PUBLIC_COPY.whatDoesAClosure}
          </p>
          <div className="max-w-[92%] rounded-2xl rounded-bl-sm bg-muted px-4 py-3 leading-relaxed">
            {PUBLIC_COPY.aClosureKeepsAccess}
            <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
              <span className="inline-flex items-center gap-1 rounded-md border border-border bg-card px-2 py-1">
                <BadgeCheck className="size-3.5 text-success" />
                {PUBLIC_COPY.mdnWebDocsClosures}
              </span>
              <Badge variant="success">{PUBLIC_COPY.highConfidence}</Badge>
            </div>
          </div>
        </div>
      </div>
      <div className="-mt-4 ml-6 rounded-2xl border border-border bg-card p-4 shadow-lg sm:ml-12">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {PUBLIC_COPY.studyPathAwsCloud}
        </p>
        <ol className="mt-3 grid gap-2 text-sm">
          {[
            { step: PUBLIC_COPY.cloudConcepts, done: true },
            { step: PUBLIC_COPY.securityAndCompliance, done: true },
            { step: PUBLIC_COPY.cloudTechnologyAndServices, done: false },
            { step: PUBLIC_COPY.billingPricingAndSupport, done: false },
          ].map(({ step, done }) => (
            <li key={step} className="flex items-center gap-2">
              <CircleCheck className={done ? 'size-4 text-success' : 'size-4 text-input'} />
              <span className={done ? 'text-muted-foreground' : ''}>{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
