import { Link, useSearchParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

const CONTACT_SUPPORT = 'Please contact support if you have issues.';

/** The return page of the hosted checkout. It needs the checkout's session_id. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');

  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      {sessionId ? (
        <div role="status" className="flex flex-col items-center gap-4">
          <Spinner className="size-8 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">Processing...</h1>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3">
          <CircleAlert className="size-10 text-danger" aria-hidden="true" />
          <div role="alert" className="flex flex-col gap-1">
            <p className="text-lg font-semibold">Missing session ID.</p>
            <p className="text-muted-foreground">{CONTACT_SUPPORT}</p>
          </div>
          <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
            Back to Home
          </Link>
        </div>
      )}
    </div>
  );
}
