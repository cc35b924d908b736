import { lazy, Suspense } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PUBLIC_COPY } from '../messages';

// Decorative; fetched at start-up in parallel with the session check, so the first screen needs less code.
const previewModule = import('./hero-preview');
const HeroPreview = lazy(() => previewModule.then((m) => ({ default: m.HeroPreview })));

export interface HeroSectionProps {
  onStartDemo: () => void;
  /** 'Try Free Demo', 'Resume Demo' or 'Starting Demo...'. */
  demoLabel: string;
  demoBusy: boolean;
  onViewPricing: () => void;
  onGetStarted: () => void;
}

export function HeroSection({
  onStartDemo,
  demoLabel,
  demoBusy,
  onViewPricing,
  onGetStarted,
}: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-linear-to-tr from-primary/25 via-highlight/15 to-transparent blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="flex flex-col items-start">
          <Badge variant="soft" size="md" className="mb-5">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
            {PUBLIC_COPY.limitedTimeStudentDiscount2}
          </Badge>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {PUBLIC_COPY.studySmarterWithAn}{' '}
            <span className="bg-linear-to-r from-primary to-highlight bg-clip-text text-transparent">
              {PUBLIC_COPY.showsItsSources}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {PUBLIC_COPY.smartyIsYourAi}
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" onClick={onStartDemo} disabled={demoBusy} aria-busy={demoBusy || undefined}>
              {demoLabel}
            </Button>
            <Button size="lg" variant="outline" onClick={onViewPricing}>
              {PUBLIC_COPY.viewPricing}
            </Button>
          </div>
          <p className="mt-4 flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
            {PUBLIC_COPY.noCreditCardNeeded}
            <Button variant="link" size="inline" onClick={onGetStarted}>
              {PUBLIC_COPY.getStarted}
              <ArrowRightIcon />
            </Button>
          </p>
          <dl className="mt-10 grid w-full grid-cols-2 gap-4 sm:grid-cols-4">
            {PUBLIC_COPY.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="order-2 text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
                <dd className="order-1 text-2xl font-bold tracking-tight">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Suspense fallback={<div aria-hidden="true" className="hidden min-h-96 lg:block" />}>
          <HeroPreview />
        </Suspense>
      </div>
    </section>
  );
}
