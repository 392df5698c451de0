import { MessageSquare, X } from 'lucide-react';
import { lazy, useState } from 'react';
import { focusWhenPresent } from '../../app/focus';
import { MountWhenFirstOpen } from '../../app/MountWhenFirstOpen';
import { useModalRequest } from '../tutor/modals';

const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

const DISMISSED = 'thinkstreet:beta-banner-dismissed';

/** The dismissible beta notice with its Feedback button (spec §2 Overlays). */
export function BetaBanner() {
  // No storage when prerendered at build time: shown, as most learners see it.
  const [hidden, setHidden] = useState(
    () => typeof localStorage !== 'undefined' && localStorage.getItem(DISMISSED) === '1',
  );
  const [open, setOpen] = useState(false);
  useModalRequest('feedback', () => setOpen(true));
  return (
    <>
      {!hidden && (
        <aside
          aria-label="Beta notice"
          className="border-b border-emerald-500/20 bg-emerald-500/10 text-xs text-emerald-100 sm:text-sm"
        >
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5">
            <p className="flex-1">
              ThinkStreet is in beta: free, paper money only, and improving every week.
            </p>
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold text-emerald-300 hover:bg-emerald-500/15 pointer-coarse:min-h-11"
            >
              <MessageSquare aria-hidden className="h-4 w-4" />
              Feedback
            </button>
            <button
              type="button"
              aria-label="Dismiss beta notice"
              onClick={() => {
                localStorage.setItem(DISMISSED, '1');
                setHidden(true);
                // The notice goes with the focused button: focus moves on to the page's heading.
                focusWhenPresent(() => document.querySelector<HTMLElement>('#main h1'));
              }}
              className="inline-flex items-center justify-center rounded-md p-1 text-emerald-200 hover:bg-emerald-500/15 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          </div>
        </aside>
      )}
      <MountWhenFirstOpen open={open}>
        <FeedbackDialog open={open} onOpenChange={setOpen} />
      </MountWhenFirstOpen>
    </>
  );
}
