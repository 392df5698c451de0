import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { isOAuthCallback, verifySession } from '../lib/session';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** At start, unless the address carries an OAuth token or error, check the stored session (spec §4). */
export function useSessionCheck(): void {
  useEffect(() => {
    if (isOAuthCallback(window.location.search)) return;
    void verifySession().then((outcome) => {
      if (outcome === 'expired') toast.error(SESSION_EXPIRED, { id: 'session-expired', duration: 3000 });
    });
  }, []);
}
