import { useMatches } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../lib/session';

// The tutor's floating button, mounted by the shell on every app page (hidden on full-screen views
// such as the lesson player, and on pages outside the app). The window's code loads on first open.

const TutorPanel = lazy(() => import('./TutorPanel'));

type State = 'closed' | 'open' | 'minimised';

export function TutorLauncher() {
  const matches = useMatches();
  const session = useSession();
  const [state, setState] = useState<State>('closed');
  const [loaded, setLoaded] = useState(false);
  const outside = matches.some((m) => m.staticData?.bare || m.staticData?.fullScreen);
  const inApp = matches.some((m) => m.routeId !== '__root__');
  // Away from the app's tabs the window hides but stays mounted, so the conversation is still there
  // when the learner comes back from the lesson it opened.
  const away = outside || !inApp || !(session.isAuthenticated || session.isGuest);
  return (
    <>
      {!away && state !== 'open' && (
        <button
          type="button"
          onClick={() => {
            setLoaded(true);
            setState('open');
          }}
          aria-label={state === 'minimised' ? 'Reopen the tutor' : 'Ask the tutor'}
          className="fixed right-4 bottom-40 z-30 inline-flex items-center gap-2 rounded-full bg-emerald-700 p-3.5 font-semibold text-white shadow-lg hover:bg-emerald-800 md:bottom-24 md:px-4 md:py-3"
        >
          <MessageCircle aria-hidden className="h-5 w-5" />
          <span className="hidden md:inline">Tutor</span>
        </button>
      )}
      {loaded && state !== 'closed' && (
        <Suspense fallback={null}>
          <TutorPanel
            hidden={away || state === 'minimised'}
            onMinimise={() => setState('minimised')}
            onClose={() => setState('closed')}
          />
        </Suspense>
      )}
    </>
  );
}
