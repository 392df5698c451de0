import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session';

const SubscriptionModal = lazy(() =>
  import('../../profile/SubscriptionModal').then((m) => ({ default: m.SubscriptionModal })),
);

/** The call under a locked Pro preview: the plans for a signed-in learner, signing up for a guest. */
export function ProLock({ what }: { what: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const email = session.user && 'email' in session.user ? (session.user.email ?? '') : '';
  return (
    <div className="rounded-lg border border-amber-700/60 bg-amber-950/30 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-amber-100">
        <Lock aria-hidden className="h-4 w-4" /> {what} is part of Pro
      </p>
      {session.isAuthenticated && !session.isGuest ? (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="mt-2 rounded-md bg-amber-500 px-3 py-1.5 font-semibold text-slate-950 hover:bg-amber-400"
          >
            See Pro plans
          </button>
          {open && (
            <Suspense fallback={null}>
              <SubscriptionModal open={open} onOpenChange={setOpen} email={email} />
            </Suspense>
          )}
        </>
      ) : (
        <p className="mt-2 text-amber-100/90">
          <Link to="/signup" className="font-semibold text-amber-300 underline">
            Sign up
          </Link>{' '}
          to save your portfolio on your account and see the Pro plans.
        </p>
      )}
    </div>
  );
}
