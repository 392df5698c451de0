import { useMatches } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorFallback } from '../../app/ErrorScreens';
import { useSession } from '../../lib/session';
import { useScrollAway } from './useScrollAway';

// The tutor's floating button, mounted by the shell on every app page (hidden on full-screen views
// such as the lesson player, on the AI setup, and on pages outside the app). The window's code
// loads on first open.

const TutorPanel = lazy(() => import('./TutorPanel'));

type State = 'closed' | 'open' | 'minimised';

export function TutorLauncher() {
  const matches = useMatches();
  const session = useSession();
  const [state, setState] = useState<State>('closed');
  const [loaded, setLoaded] = useState(false);
  // Closed or minimised by the learner, focus goes back to the button that opened the window (not
  // to the top of the page); stepped aside after a navigation, it stays where the new page put it.
  const launcher = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || state === 'open') return;
    launcher.current?.focus();
    setRefocus(false);
  }, [refocus, state]);
  const minimise = useCallback((byLearner = true) => {
    setState('minimised');
    setRefocus(byLearner);
  }, []);
  const close = useCallback(() => {
    setState('closed');
    setRefocus(true);
  }, []);
  const outside = matches.some(
    (m) => m.staticData?.bare || m.staticData?.fullScreen || m.staticData?.noTutor,
  );
  const inApp = matches.some((m) => m.routeId !== '__root__');
  // Away from the app's tabs the window hides but stays mounted, so the conversation is still there
  // when the learner comes back from the lesson it opened.
  const away = outside || !inApp || !(session.isAuthenticated || session.isGuest);
  const name = state === 'minimised' ? 'Reopen the tutor' : 'Ask the tutor';
  const scrolledAway = useScrollAway();
  return (
    <>
      {!away && state !== 'open' && (
        // On a phone it sits just above the tab bar, under it in the stacking order (z-20: the More
        // menu opens over it), and steps aside while the learner scrolls down (useScrollAway), so
        // it never rests on what they are reading. Its height above the bottom is what the shell's
        // bottom padding (Shell.tsx) leaves room for at the end of a page, and the page's scroll
        // padding (styles.css) for a focused control: move one, move the others. It is a round
        // icon until the screen leaves a margin wide enough for its label beside the page (2xl): at
        // 1366 px a labelled button covered the end of the Simulator's time-in-force select.
        <button
          ref={launcher}
          type="button"
          onClick={() => {
            setLoaded(true);
            setState('open');
          }}
          aria-label={name}
          title={name}
          data-away={scrolledAway || undefined}
          className="fixed right-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-20 inline-flex items-center gap-2 rounded-full bg-emerald-700 p-3 font-semibold text-white shadow-lg transition-[translate,opacity] duration-200 hover:bg-emerald-800 data-away:not-focus-visible:pointer-events-none data-away:not-focus-visible:translate-y-24 data-away:not-focus-visible:opacity-0 focus-visible:transition-none md:right-4 md:bottom-24 md:z-30 md:p-3.5 2xl:px-4 2xl:py-3"
        >
          <MessageCircle aria-hidden className="h-5 w-5" />
          <span className="hidden 2xl:inline">Tutor</span>
        </button>
      )}
      {loaded && state !== 'closed' && (
        // The window's code, asked for on the first open, may not arrive (offline): the failure
        // stays in this corner instead of replacing the page.
        <ErrorFallback fallback={<NotLoaded hidden={away} onClose={() => setState('closed')} />}>
          <Suspense fallback={null}>
            <TutorPanel hidden={away || state === 'minimised'} onMinimise={minimise} onClose={close} />
          </Suspense>
        </ErrorFallback>
      )}
    </>
  );
}

function NotLoaded({ hidden, onClose }: { hidden: boolean; onClose: () => void }) {
  return (
    <div
      role="alert"
      hidden={hidden}
      className="fixed right-4 bottom-40 z-30 max-w-xs rounded-lg border border-slate-700 bg-slate-900 p-4 text-sm text-slate-200 shadow-lg md:bottom-24"
    >
      <p>The tutor could not load. Check your connection, then reload the page.</p>
      <button
        type="button"
        onClick={onClose}
        className="mt-3 rounded-md border border-slate-600 px-3 py-1.5 font-semibold hover:border-slate-400"
      >
        Close
      </button>
    </div>
  );
}
