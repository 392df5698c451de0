/** Before a covered call is sold: the 100 shares a contract needs, and how many the learner has. */
import { countText } from '../../../core/words';
export function CoveredCallNote({
  symbol,
  contracts,
  freeShares,
}: {
  symbol: string;
  contracts: number;
  freeShares: number;
}) {
  const need = 100 * Math.max(1, contracts);
  const enough = freeShares >= need;
  const covers = Math.floor(freeShares / 100);
  const have = `you hold ${freeShares} ${symbol} free to cover it`;
  return (
    <p
      data-testid="covered-call-note"
      className={enough ? 'text-xs text-slate-300' : 'rounded-lg bg-amber-950/60 p-2 text-sm text-amber-100'}
    >
      A covered call needs 100 shares of {symbol} per contract, held back until it closes or expires: {have}
      {enough
        ? '.'
        : covers > 0
          ? `, enough for ${countText(covers, 'contract')}.`
          : `. Buy ${need - freeShares} more ${symbol} first, or buy a call instead.`}
    </p>
  );
}
