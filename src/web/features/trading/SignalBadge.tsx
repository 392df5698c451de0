// The quant model's BUY/HOLD/SELL as a teaching signal, not an instruction: "Model signal: Sell", one
// line on what it means, and that it is not advice. White on these fills passes WCAG AA (rose-600 did
// not: 4.13:1).
import { LOCAL_QUANT } from '../../../core/trading/constants';

type Rating = 'BUY' | 'HOLD' | 'SELL';

const TONE: Record<Rating, string> = {
  BUY: 'bg-emerald-800 text-white',
  HOLD: 'bg-slate-600 text-white',
  SELL: 'bg-rose-800 text-white',
};
const WORD: Record<Rating, string> = { BUY: 'Buy', HOLD: 'Hold', SELL: 'Sell' };

export function SignalBadge({ rating, size = 'md' }: { rating: Rating; size?: 'sm' | 'md' }) {
  return (
    <span
      data-testid="signal-badge"
      className={`rounded-md font-semibold ${TONE[rating]} ${size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1'}`}
    >
      Model signal: {WORD[rating]}
    </span>
  );
}

/** One line on what the signal means, in the model's own thresholds. */
export function signalMeaning(rating: Rating): string {
  const band =
    rating === 'SELL'
      ? `its score is ${LOCAL_QUANT.sellAt} or lower`
      : rating === 'BUY'
        ? `its score is ${LOCAL_QUANT.buyAt} or higher`
        : `its score is between ${LOCAL_QUANT.sellAt} and ${LOCAL_QUANT.buyAt}`;
  return `What this means: ${band}, from recent price moves and a few other numbers. It describes the past, not what comes next: a model to learn from, not advice.`;
}

/** The same for a list of signals, said once above it. */
export const SIGNALS_EXPLAINED = `Each model signal comes from a score of recent price moves and a few other numbers: Sell at ${LOCAL_QUANT.sellAt} or lower, Buy at ${LOCAL_QUANT.buyAt} or higher, Hold between. It describes the past, not what comes next.`;
