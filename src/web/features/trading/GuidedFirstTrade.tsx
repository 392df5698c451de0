import { GraduationCap, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { instrument } from '../../../core/market/universe';
import { bookOf, estimateFill } from '../../../core/trading/execution';
import { toDollars } from '../../../core/trading/money';
import type { QuoteView } from '../../../shared/api/market-data';
import type { TradeAnswer } from '../../../shared/api/trading';
import { localUserId, useSession } from '../../lib/session';
import { readJson, userKey, writeJson } from '../../lib/storage';
import { showPageGuide } from '../onboarding/visit';
import { usd } from './format';
import { CHECKING } from './order-outbox';
import { errorText } from './Panel';
import { useSubmitTrade } from './useSubmitTrade';
import { useTradingSettings } from './useTrading';

// The guided first trade, for a learner who has never traded: pick a company you know, learn what
// a market order is and what will happen, place it (the same order path as the ticket), then read
// what just happened. Dismissible (remembered per learner), keyboard-first, works for guests.

/** Companies a beginner is likely to know, all in the simulated market. */
export const FAMILIAR = ['AAPL', 'KO', 'NKE', 'DIS', 'MCD', 'NFLX'] as const;

const DISMISSED = 'guided-trade-dismissed';

export function guidedTradeDismissed(userId: string): boolean {
  return readJson<boolean>(userKey(userId, DISMISSED)) === true;
}

type Step = 'pick' | 'explain' | 'done';

export function GuidedFirstTrade({
  symbol,
  price,
  quote,
  onSymbol,
  onClose,
  traded,
}: {
  /** The symbol the simulator is showing (the guide's choice sets it). */
  symbol: string;
  price: number | undefined;
  /** The symbol's live quote: a market buy pays its ask (and a realistic account a little impact). */
  quote?: QuoteView;
  onSymbol: (symbol: string) => void;
  onClose: () => void;
  /** The learner has traded (here or with the order ticket). */
  traded: boolean;
}) {
  const session = useSession();
  const userId = localUserId(session);
  const [step, setStep] = useState<Step>('pick');
  const [answer, setAnswer] = useState<TradeAnswer | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const submit = useSubmitTrade();
  const key = useMemo(() => crypto.randomUUID(), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves each time the step changes
  useEffect(() => {
    // Focus follows the steps (not on first show: the page's own heading keeps it then).
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // The guide is this visit's one guidance layer: no feature tour opens on top of it (visit.ts).
  useEffect(() => showPageGuide(window.location.pathname), []);

  // A learner who places a first order with the ticket instead no longer needs the guide.
  useEffect(() => {
    if (traded && step !== 'done') onClose();
  }, [traded, step, onClose]);

  const settings = useTradingSettings();
  const realism = settings.data?.realism ?? 'simple';
  // What one share will likely cost: the ask (plus one share's impact) in a realistic account, the
  // engine's own estimate, so the promise matches the fill to the cent.
  const likely = quote && quote.price > 0 ? toDollars(estimateFill('buy', 1, bookOf(quote), realism)) : price;
  const atAsk = realism === 'realistic' && likely !== undefined && price !== undefined && likely > price;
  const chosen = (FAMILIAR as readonly string[]).includes(symbol) ? symbol : null;
  const name = chosen ? (instrument(chosen)?.name ?? chosen) : '';
  const dismiss = () => {
    writeJson(userKey(userId, DISMISSED), true);
    onClose();
  };
  const buy = () => {
    if (!chosen || submit.isPending) return;
    submit.mutate(
      { body: { type: 'buy', symbol: chosen, shares: 1, orderType: 'market', timeInForce: 'day' }, key },
      {
        onSuccess: (a) => {
          if ('queued' in a) {
            setQueued(a.message);
            return;
          }
          setAnswer(a);
          setStep('done');
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="guided-trade-title"
      data-testid="guided-trade"
      className="rounded-2xl border border-emerald-700/60 bg-emerald-950/30 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <GraduationCap aria-hidden className="mt-1 h-6 w-6 shrink-0 text-emerald-300" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-emerald-300">
            {/* "step 1 of 3" kept together: on a phone its "3" fell alone onto a second line. */}
            Your first trade ·{' '}
            <span className="whitespace-nowrap">
              step {step === 'pick' ? 1 : step === 'explain' ? 2 : 3} of 3
            </span>
          </p>
          <h2
            id="guided-trade-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {step === 'pick' && 'Buy one share of a company you know'}
            {step === 'explain' && 'What a market order is, and what will happen'}
            {step === 'done' && 'What just happened'}
          </h2>

          {step === 'pick' && (
            <>
              <p className="mt-1 text-sm text-slate-300">
                A share is a small piece of a company. Pick one you know; the chart and the order ticket
                follow your choice. It is virtual money: nothing real is at stake.
              </p>
              <fieldset className="mt-3">
                <legend className="sr-only">Choose a company</legend>
                <div className="flex flex-wrap gap-2">
                  {FAMILIAR.map((s) => (
                    <button
                      key={s}
                      type="button"
                      aria-pressed={chosen === s}
                      onClick={() => onSymbol(s)}
                      className={`rounded-lg border px-3 py-1.5 text-sm pointer-coarse:min-h-11 ${
                        chosen === s
                          ? 'border-emerald-400 bg-emerald-500/20 text-white'
                          : 'border-slate-700 text-slate-200 hover:border-slate-500'
                      }`}
                    >
                      {instrument(s)?.name.replace(/,? Inc\.|The | Corporation| Company/g, '') ?? s}{' '}
                      <span className="text-slate-400">{s}</span>
                    </button>
                  ))}
                </div>
              </fieldset>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={!chosen}
                  onClick={() => setStep('explain')}
                  className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-50"
                >
                  Next: what will happen
                </button>
              </div>
            </>
          )}

          {step === 'explain' && chosen && (
            <>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-200">
                <li>
                  A <strong>market order</strong> buys at the best price on offer right now, instead of
                  waiting for a price you name (that would be a limit order).
                </li>
                <li>
                  You will buy <strong>1 share of {name}</strong> ({chosen})
                  {likely !== undefined ? (
                    <>
                      {' '}
                      for about <strong>{usd(likely)}</strong>
                      {atAsk && price !== undefined && (
                        <>
                          : the <strong>ask</strong>, what sellers want right now, a little above the last
                          price ({usd(price)})
                        </>
                      )}
                    </>
                  ) : null}
                  . Your cash goes down by that much.
                </li>
                {atAsk && (
                  <li>
                    A share is valued at the last price, below the ask you pay, so your position starts a few
                    cents down: that gap (the <strong>spread</strong>) is the cost of buying now.
                  </li>
                )}
                <li>
                  The share then appears under <strong>Positions</strong>; its value moves with the price, so
                  you can watch a gain or a loss as it happens.
                </li>
                <li>
                  When the market is closed, the order still fills at once, at the{' '}
                  {realism === 'realistic' ? 'ask around the last close' : 'last closing price'}.
                </li>
              </ul>
              {submit.isError && (
                <p role="alert" className="mt-2 rounded-lg bg-rose-950/60 p-2 text-sm text-rose-200">
                  {errorText(submit.error)}
                </p>
              )}
              {(submit.checking || queued) && (
                <p role="status" className="mt-2 rounded-lg bg-amber-950/60 p-2 text-sm text-amber-100">
                  {submit.checking ? CHECKING : queued}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={buy}
                  disabled={submit.isPending}
                  className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-60"
                >
                  {submit.isPending ? 'Placing the order…' : `Buy 1 share of ${chosen}`}
                </button>
                <button
                  type="button"
                  onClick={() => setStep('pick')}
                  className="rounded-lg border border-slate-700 px-4 py-2 hover:border-slate-500"
                >
                  Back
                </button>
              </div>
            </>
          )}

          {step === 'done' && answer && (
            <>
              <div className="mt-2 space-y-1 text-sm text-slate-200" role="status">
                {answer.trade ? (
                  <p>
                    You bought <strong>{answer.trade.shares} share</strong> of {answer.trade.symbol} at{' '}
                    <strong>{usd(answer.trade.price)}</strong>. Your cash is now{' '}
                    <strong>{usd(answer.portfolio.cash)}</strong>.
                  </p>
                ) : (
                  <p>{answer.message}. It waits under Orders until it can fill.</p>
                )}
                <p>
                  Find it under <strong>Positions</strong> (or <strong>Orders</strong> while it waits). From
                  now on its value follows the price. To sell, choose <strong>Sell</strong> in the order
                  ticket.
                </p>
              </div>
              <button
                type="button"
                onClick={dismiss}
                className="mt-3 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
              >
                Got it
              </button>
            </>
          )}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the guided first trade"
          className="rounded-md p-1.5 text-slate-300 hover:bg-white/10"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
