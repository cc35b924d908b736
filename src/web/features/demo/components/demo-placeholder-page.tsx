import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';

/** /demo until the demo workspace is built: says so and offers the way home. */
export function DemoPlaceholderPage() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <div className="flex max-w-md flex-col items-center gap-3 rounded-2xl border border-border bg-card p-8 shadow-sm">
        <Sparkles className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">The free demo is coming soon</h1>
        <p className="text-muted-foreground">
          Soon you will be able to try Smarty here without a credit card. Until then, have a look at the
          plans on our homepage.
        </p>
        <Link to="/" className={buttonVariants({ className: 'mt-3' })}>
          Go to Homepage
        </Link>
      </div>
    </main>
  );
}
