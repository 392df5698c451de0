// The name a learner shows on every leaderboard (the Simulator's, the crisis games', the leagues'
// and the competitions'): an anonymous handle by default, a chosen name only with their consent
// (PUT /api/trading/leaderboard/consent, issue 17).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The handle a learner has until they choose a name to show ("Trader C742"). */
export const isAnonymousName = (name: string) => /^Trader [0-9A-F]{4}$/.test(name);

/** Every list that shows leaderboard names: a new name shows in all of them at once. */
const NAMED_QUERIES = [['trading'], ['competitions'], ['games'], ['leagues']] as const;

/** Show `name` (a string) or go back to the anonymous handle (null). */
export function useLeaderboardName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string | null) =>
      api<{ showOnLeaderboard: boolean; leaderboardName: string }>('/api/trading/leaderboard/consent', {
        method: 'PUT',
        body: name === null ? { showOnLeaderboard: false } : { showOnLeaderboard: true, name: name.trim() },
      }),
    onSuccess: () => {
      for (const queryKey of NAMED_QUERIES) void client.invalidateQueries({ queryKey });
    },
  });
}
