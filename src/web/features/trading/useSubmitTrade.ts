import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { TradeBody } from '../../../shared/api/trading';
import { trackActivity } from '../../lib/learning-state';
import { announceTradeXp } from './tradeXp';
import { useInvalidateAccount, useTradingContext } from './useTrading';

/**
 * Places an order through this session's backend (the order ticket and the guided first trade):
 * a fill on this device is logged for XP; a fill on the server (scored there) is followed by a
 * read of what it earned, so both show the same XP toast; an order waiting in the outbox says so,
 * and everything derived from the account is refreshed. `checking` is true while a
 * signed-in order whose answer was lost is being sent again with its key.
 * `quiet`: the caller says the result in its own status line, under the button pressed (the order
 * ticket), so no toast repeats it: on a phone that toast lay over the ticket's Side and Order type
 * for 2 s, where the next order starts. The fill's XP toast still shows.
 */
export function useSubmitTrade({ quiet = false }: { quiet?: boolean } = {}) {
  const { backend } = useTradingContext();
  const invalidate = useInvalidateAccount();
  const tracked = useRef(new Set<string>());
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({
    // Not paused while the browser says it is offline: the order goes to the outbox instead.
    networkMode: 'always',
    mutationFn: ({ body, key }: { body: TradeBody; key: string }) =>
      backend.trade(body, key, () => setChecking(true)),
    onSuccess: (answer) => {
      if (answer.trade && backend.mode === 'local' && !tracked.current.has(answer.trade.id)) {
        tracked.current.add(answer.trade.id);
        void trackActivity({
          activityType: 'trade_execute',
          activityData: {
            symbol: answer.trade.symbol,
            type: answer.trade.type,
            quantity: answer.trade.shares,
            price: answer.trade.price,
            timestamp: answer.trade.timestamp,
          },
        });
      }
      // A game's trades earn no XP of their own (its prize is the final ranking's).
      if (answer.trade && backend.mode === 'server' && !backend.competitionId && !('queued' in answer))
        void announceTradeXp(answer.trade.timestamp);
      if (!quiet) {
        if ('queued' in answer) toast(answer.message);
        else toast.success(answer.message);
      }
      void invalidate();
    },
    onSettled: () => setChecking(false),
  });
  return { ...mutation, checking };
}
