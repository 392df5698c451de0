import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADVANCED_DEFAULTS, DAY_ORDER_TTL_MS } from '../../../core/trading/constants';
import { capitalised } from '../../../core/words';
import type { AdvancedOrderDto, OrderDto } from '../../../shared/api/trading';
import { ApiError } from '../../lib/api';
import { shortDate, usd } from './format';
import { TIME_IN_FORCE_LABEL } from './orderForm';
import { Empty, errorText } from './Panel';
import { useBackend, useInvalidateAccount } from './useTrading';

const LABEL: Record<AdvancedOrderDto['type'], string> = {
  STOP_LOSS: 'Stop-loss',
  TRAILING_STOP: 'Trailing stop',
  BRACKET_ENTRY: 'Bracket entry',
  TAKE_PROFIT: 'Take-profit',
  OCO: 'OCO exit pair',
  OTO: 'One-triggers-other entry',
};

/** The exits an entry or an OCO carries: a stop (a price or a trail) and a target. */
function exitsText(o: AdvancedOrderDto): string {
  if (!(o.type === 'BRACKET_ENTRY' || o.type === 'OTO' || o.type === 'OCO')) return '';
  const trail =
    o.trailPercent !== null
      ? `trailing stop ${o.trailPercent}%`
      : o.trailAmount !== null
        ? `trailing stop ${usd(o.trailAmount)}`
        : null;
  const parts = [
    trail ?? (o.stopLossPrice !== null ? `stop ${usd(o.stopLossPrice)}` : null),
    o.takeProfitPrice !== null ? `target ${usd(o.takeProfitPrice)}` : null,
  ].filter(Boolean);
  return parts.length ? ` · ${parts.join(' / ')}` : '';
}

function CancelButton({ id, label }: { id: string; label: string }) {
  const backend = useBackend();
  const invalidate = useInvalidateAccount();
  const cancel = useMutation({
    mutationFn: () => backend.cancel(id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void invalidate();
    },
    onError: (error) => {
      toast.error(errorText(error));
      // 409 "This order is no longer open (filled)": it ended meanwhile, so the lists are redrawn.
      if (error instanceof ApiError && error.status === 409) void invalidate();
    },
  });
  return (
    <button
      type="button"
      onClick={() => cancel.mutate()}
      disabled={cancel.isPending}
      aria-label={`Cancel ${label}`}
      className="inline-flex items-center gap-1 rounded-md border border-slate-700 px-2 py-1 text-xs hover:border-rose-500 hover:text-rose-300 disabled:opacity-50 pointer-coarse:min-h-11 pointer-coarse:px-3"
    >
      <X aria-hidden className="h-3.5 w-3.5" /> Cancel
    </button>
  );
}

function orderPrice(o: OrderDto): string {
  const parts = [];
  if (o.limitPrice !== null) parts.push(`limit ${usd(o.limitPrice)}`);
  if (o.stopPrice !== null) parts.push(`stop ${usd(o.stopPrice)}${o.stopTriggered ? ' (triggered)' : ''}`);
  return parts.join(' · ');
}

/** "limit $200.00 · Day": the prices name the order's type, so it is said once; a market order says "market". */
function orderTerms(o: OrderDto): string {
  return `${orderPrice(o) || o.orderType} · ${TIME_IN_FORCE_LABEL[o.timeInForce]}`;
}

/** ACTIVE → "Active". */
const statusWord = (status: string) => capitalised(status.toLowerCase());

/**
 * An advanced order's size and prices, "10 AAPL at $195.00 (trail 5%)", and its status with its DAY/GTC,
 * "Active · Good till cancelled".
 */
function advancedTerms(o: AdvancedOrderDto): { what: string; timeInForce: string; status: string } {
  const timeInForce = TIME_IN_FORCE_LABEL[o.timeInForce === 'GTC' ? 'gtc' : 'day'];
  const trail =
    o.type !== 'TRAILING_STOP'
      ? ''
      : o.trailPercent !== null
        ? ` (trail ${o.trailPercent}%)`
        : o.trailAmount !== null
          ? ` (trail ${usd(o.trailAmount)})`
          : '';
  return {
    what: `${o.shares} ${o.symbol}${o.type === 'OCO' ? '' : ` at ${usd(o.stopPrice)}`}${trail}${exitsText(o)}`,
    timeInForce,
    status: `${statusWord(o.status)} · ${timeInForce}`,
  };
}

/** Where the advanced stop-loss is: the Advanced orders panel's heading, which opens it (FoldingPanel). */
export const ADVANCED_STOP_LOSS = '#advanced-title';

const isStop = (o: OrderDto) => o.orderType === 'stop' || o.orderType === 'stop-limit';

/** Under a resting stop: what it is, and that a Day one expires 24 hours after it was placed. */
function stopNote(o: OrderDto): string {
  const day =
    o.timeInForce === 'day'
      ? ` It is a Day order: it expires 24 hours after it was placed (${shortDate(new Date(Date.parse(o.createdAt) + DAY_ORDER_TTL_MS).toISOString())}) if it has not triggered.`
      : '';
  return `A plain ${o.orderType} order: once ${o.symbol} trades at or ${o.side === 'sell' ? 'below' : 'above'} ${usd(o.stopPrice ?? 0)} it goes out as a ${o.orderType === 'stop' ? 'market' : 'limit'} ${o.side}.${day}`;
}

/** What a resting buy holds back, as reservationFor computes it, so the Cash tile can be recomputed. */
function holdText(o: OrderDto): string {
  if (o.orderType === 'stop')
    return `the stop price × ${o.shares} plus ${ADVANCED_DEFAULTS.maxSlippage * 100}% for slippage`;
  if (o.limitPrice !== null) return `the limit price × ${o.shares}`;
  return `this minute's price × ${o.shares} plus ${ADVANCED_DEFAULTS.maxSlippage * 100}% for slippage`;
}

/** When it ended: a Day order expires 24 hours after it was placed, whenever that was noticed. */
const endedAt = (o: OrderDto) =>
  o.status === 'EXPIRED' ? new Date(Date.parse(o.createdAt) + DAY_ORDER_TTL_MS).toISOString() : o.updatedAt;

/** How a resting order ended without a fill, in words. */
function endedText(o: OrderDto): string {
  if (o.status === 'EXPIRED') return 'Expired: not filled within 24 hours (a Day order)';
  if (o.status === 'CANCELLED') return o.reason ? `Cancelled: ${o.reason}` : 'Cancelled';
  return o.reason ? `Refused: ${o.reason}` : 'Refused';
}

/**
 * Resting orders (PENDING) and active advanced orders, each with a cancel button; then the resting
 * orders that ended without a fill (expired, cancelled), so none vanishes without a trace.
 */
export function OrdersPanel({
  pending,
  advanced,
  finished: ended = [],
}: {
  pending: OrderDto[];
  advanced: AdvancedOrderDto[];
  finished?: OrderDto[];
}) {
  const active = advanced.filter((o) => o.status === 'ACTIVE' || o.status === 'TRIGGERED');
  const finished = advanced.filter((o) => !(o.status === 'ACTIVE' || o.status === 'TRIGGERED')).slice(0, 10);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-300">Pending orders</h3>
        {pending.length === 0 ? (
          <Empty>No resting orders.</Empty>
        ) : (
          <ul className="space-y-2" aria-label="Pending orders">
            {pending.map((o) => {
              // The price tells two orders of the same size apart for a screen reader too.
              const label = `${o.side} ${o.shares} ${o.symbol} ${orderPrice(o) || o.orderType} order`;
              return (
                <li
                  key={o.id}
                  data-testid="pending-order"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-800 p-2 text-sm"
                >
                  <span>
                    <span className={o.side === 'buy' ? 'text-emerald-300' : 'text-rose-300'}>
                      {o.side.toUpperCase()}
                    </span>{' '}
                    {o.shares} {o.symbol} · {orderTerms(o)}
                    <span className="block text-xs text-slate-400">
                      placed {shortDate(o.createdAt)}
                      {o.reservedCash > 0 && ` · holds ${usd(o.reservedCash)} of cash: ${holdText(o)}`}
                    </span>
                    {isStop(o) && (
                      <span className="block text-xs text-slate-300" data-testid="pending-stop-note">
                        {stopNote(o)}
                      </span>
                    )}
                  </span>
                  <CancelButton id={o.id} label={label} />
                </li>
              );
            })}
          </ul>
        )}
        {ended.length > 0 && (
          <div className="mt-3">
            <h4 className="mb-1 text-xs font-semibold text-slate-400">Ended without a fill</h4>
            <ul className="space-y-1 text-sm" aria-label="Orders that ended without a fill">
              {ended.map((o) => (
                <li key={o.id} data-testid="ended-order" className="text-slate-300">
                  {o.side.toUpperCase()} {o.shares} {o.symbol} · {orderTerms(o)}
                  <span className="block text-xs text-slate-400">
                    {endedText(o)} · placed {shortDate(o.createdAt)}, ended {shortDate(endedAt(o))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-300">Advanced orders</h3>
        {active.length === 0 ? (
          <>
            <Empty>No active stop-loss, trailing stop, bracket, OCO or OTO orders.</Empty>
            {pending.some(isStop) && (
              <p className="mt-1 text-xs text-slate-300" data-testid="advanced-stop-hint">
                The stop under Pending orders is a plain stop order, not one of these. For a stop that follows
                the price up (a trailing stop), or one paired with a take-profit so that when one sells the
                other is cancelled (bracket, OCO),{' '}
                <a href={ADVANCED_STOP_LOSS} className="text-emerald-300 underline">
                  use Advanced orders
                </a>
                .
              </p>
            )}
          </>
        ) : (
          <ul className="space-y-2" aria-label="Advanced orders">
            {active.map((o) => {
              const terms = advancedTerms(o);
              return (
                <li
                  key={o.id}
                  data-testid="advanced-order"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-800 p-2 text-sm"
                >
                  <span>
                    {LABEL[o.type]} · {o.side.toUpperCase()} {terms.what}
                    <span className="block text-xs text-slate-400">{terms.status}</span>
                  </span>
                  {o.status === 'ACTIVE' && (
                    // Side, size, prices and time in force, as the row shows them: two stop-losses on one
                    // symbol at one price (10 shares and 5) have their own names for a screen reader.
                    <CancelButton
                      id={o.id}
                      label={`${LABEL[o.type]}, ${o.side} ${terms.what}, ${terms.timeInForce}`}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {finished.length > 0 && (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-slate-400">Recently finished ({finished.length})</summary>
            <ul className="mt-2 space-y-1">
              {finished.map((o) => (
                <li key={o.id} className="text-slate-400">
                  {LABEL[o.type]} {o.symbol} · {statusWord(o.status)}
                  {o.executionPrice !== null && ` at ${usd(o.executionPrice)}`}
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </div>
  );
}
