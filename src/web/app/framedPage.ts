import { useEffect, useSyncExternalStore } from 'react';
import { listenerSet } from '../lib/listeners';

// A full-screen route (a lesson, the 3D street) hides the app's header and tab bar. When such a
// route has nothing to show (a lesson or game that does not exist), its page asks for the frame
// back, so the learner has the header, the navigation and the main landmark to go elsewhere.

let framedPages = 0;
const listeners = listenerSet();

/** Shows the app frame around this full-screen route's page while it is shown. */
export function useAppFrame(): void {
  useEffect(() => {
    framedPages += 1;
    listeners.notify();
    return () => {
      framedPages -= 1;
      listeners.notify();
    };
  }, []);
}

/** Whether a page of a full-screen route has asked for the app frame. */
export function useFrameRequested(): boolean {
  return useSyncExternalStore(
    listeners.subscribe,
    () => framedPages > 0,
    () => false,
  );
}
