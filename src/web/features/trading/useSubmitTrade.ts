import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import type { TradeBody } from '../../../shared/api/trading';
import { trackActivity } from '../../lib/learning-state';
import { useInvalidateAccount, useTradingContext } from './useTrading';

/**
 * Places an order through this session's backend (the order ticket and the guided first trade):
 * a fill on this device is logged for XP (the server scores its own), a write that fell back to
 * this device says so, and everything derived from the account is refreshed.
 */
export function useSubmitTrade() {
  const { backend, goOffline } = useTradingContext();
  const invalidate = useInvalidateAccount();
  const tracked = useRef(new Set<string>());
  return useMutation({
    mutationFn: ({ body, key }: { body: TradeBody; key: string }) => backend.trade(body, key),
    onSuccess: (answer) => {
      if (
        answer.trade &&
        (backend.mode === 'local' || answer.offline) &&
        !tracked.current.has(answer.trade.id)
      ) {
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
      toast.success(answer.message);
      if (answer.offline) {
        toast('The server could not be reached: this order was saved on this device.', { icon: '📴' });
        goOffline();
      }
      void invalidate();
    },
  });
}
