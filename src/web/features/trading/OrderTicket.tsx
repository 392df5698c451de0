import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
// From the files, not the index: the index brings the whole engine (and zod) onto the first load.
import { bookOf, estimateFill } from '../../../core/trading/execution';
import { crossingNote, type OrderEffect, orderEffect } from '../../../core/trading/margin';
import { toDollars } from '../../../core/trading/money';
import type { QuoteView } from '../../../shared/api/market-data';
import { ApiError } from '../../lib/api';
import { SignInAgain } from '../auth/SignInAgain';
import { usd } from './format';
import { CHECKING, QUEUED, readOutbox, subscribeOutbox } from './order-outbox';
import {
  estimateBasis,
  estimatedValue,
  needsLimit,
  needsStop,
  type OrderForm,
  orderBody,
  sellableNote,
  TIME_IN_FORCE_LABEL,
} from './orderForm';
import { errorText } from './Panel';
import { SymbolSearch } from './SymbolSearch';
import { isInsufficientFunds, TicketMessages } from './TicketMessages';
import {
  affordNote,
  atOnceNote,
  closedDayOrderNote,
  PROTECTIVE_GTC,
  priceError,
  protectiveDefault,
  sharesError,
} from './ticketNotes';
import { useSubmitTrade } from './useSubmitTrade';
import { tradingKey, useTradingContext, useTradingSettings } from './useTrading';

const ORDER_TYPES: [OrderForm['orderType'], string][] = [
  ['market', 'Market'],
  ['limit', 'Limit'],
  ['stop', 'Stop'],
  ['stop-limit', 'Stop-limit'],
];
const TIME_IN_FORCE = Object.entries(TIME_IN_FORCE_LABEL) as [OrderForm['timeInForce'], string][];

const input = 'w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 tabular-nums';

/** Buy or sell: warnings from the risk signal before submit, the engine's exact refusal after. */
/** What the submit button says: "Sell short" or "Buy to cover" when that is what the order will do. */
function sideLabel(side: 'buy' | 'sell', effect: OrderEffect | 'buy' | 'sell'): string {
  if (effect === 'sell-short') return 'Sell short';
  if (effect === 'buy-to-cover') return 'Buy to cover';
  return side === 'buy' ? 'Buy' : 'Sell';
}

export function OrderTicket({
  symbol,
  onSymbolChange,
  marketPrice,
  heldShares = 0,
  reservedShares = 0,
  margin = false,
  quote,
  availableCash,
  portfolioValue,
  heldValue = 0,
}: {
  symbol: string;
  onSymbolChange: (symbol: string) => void;
  marketPrice: number | undefined;
  /** Shares held of the ticket's symbol (negative when short). */
  heldShares?: number;
  /** Of those, the shares resting sells and covered calls hold back. */
  reservedShares?: number;
  /** A margin account: a sell beyond the shares held sells short, a buy while short covers. */
  margin?: boolean;
  /** The symbol's live quote, for its bid and ask. */
  quote?: QuoteView;
  /** What a buy may spend (cash less reservations, or a margin account's buying power), dollars. */
  availableCash?: number;
  /** Cash plus positions, and the ticket symbol's position, dollars: the risk rules' size limits. */
  portfolioValue?: number;
  heldValue?: number;
}) {
  const { backend } = useTradingContext();
  const settings = useTradingSettings();
  const id = useId();
  const [form, setForm] = useState<OrderForm>({
    symbol,
    side: 'buy',
    orderType: 'market',
    timeInForce: 'day',
    shares: '',
    limitPrice: '',
    stopPrice: '',
  });
  // `sessionEnded`: refused 401, so the learner is offered the way back in.
  const [result, setResult] = useState<{ ok: boolean; text: string; sessionEnded?: boolean } | null>(null);
  const [round, setRound] = useState(0);
  // The Day → Good till cancelled default of a protective stop, said until the learner picks one.
  const [tifDefaulted, setTifDefaulted] = useState(false);
  // A submit was tried: an empty quantity is then an error too.
  const [tried, setTried] = useState(false);
  const sharesInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setForm((f) => ({ ...f, symbol }));
    // A refusal about the last symbol is not about this one.
    setResult(null);
  }, [symbol]);
  // "Your order is waiting" is true only until the outbox has sent it (its panel shows the result).
  const waitingUser = result?.text === QUEUED && backend.mode === 'server' ? backend.userId : null;
  useEffect(() => {
    if (!waitingUser) return;
    return subscribeOutbox(() => {
      if (readOutbox(waitingUser).length === 0) setResult(null);
    });
  }, [waitingUser]);
  const set = <K extends keyof OrderForm>(key: K, value: OrderForm[K]) => {
    const next = protectiveDefault(form, { ...form, [key]: value }, heldShares, tifDefaulted);
    setForm(next.form);
    setTifDefaulted(next.defaulted);
    if (key === 'shares') setTried(false);
    setResult(null);
  };

  const body = useMemo(() => orderBody(form), [form]);
  const bodyText = JSON.stringify(body);
  // One Idempotency-Key per order: a double click or a retry of the same order reuses it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for a new order or a new round
  const key = useMemo(() => crypto.randomUUID(), [bodyText, round]);

  const [debounced, setDebounced] = useState(bodyText);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(bodyText), 350);
    return () => clearTimeout(t);
  }, [bodyText]);
  const ready = Boolean(body.symbol) && typeof body.shares === 'number' && body.shares > 0;
  const signal = useQuery({
    queryKey: tradingKey(backend, 'risk-signal', debounced),
    queryFn: () => backend.riskSignal(JSON.parse(debounced)),
    enabled: ready && debounced === bodyText,
    staleTime: 10_000,
  });

  // A second click can land before React re-renders the disabled button: guard synchronously too.
  const inFlight = useRef(false);
  // The ticket says the fill in its own status line, under Buy: no toast repeats it (useSubmitTrade).
  const submit = useSubmitTrade({ quiet: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || submit.isPending) return;
    if (sharesError(form.shares, true)) {
      setTried(true);
      sharesInput.current?.focus();
      return;
    }
    inFlight.current = true;
    submit.mutate(
      { body, key },
      {
        onSuccess: (answer) => {
          setResult({ ok: true, text: answer.message });
          setForm((f) => ({ ...f, shares: '', limitPrice: '', stopPrice: '' }));
          setRound((r) => r + 1);
        },
        onError: (error) => {
          setResult({
            ok: false,
            text: errorText(error),
            sessionEnded: error instanceof ApiError && error.status === 401,
          });
          setRound((r) => r + 1);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const realism = settings.data?.realism ?? 'simple';
  const realistic = realism === 'realistic';
  const book = quote && quote.price > 0 ? bookOf(quote) : undefined;
  // Without a live quote the last price still tells whether a stop or limit would execute at once.
  const anyBook =
    book ??
    (marketPrice && marketPrice > 0 ? bookOf({ symbol: form.symbol, price: marketPrice }) : undefined);
  const sharesNow = Number(form.shares) > 0 ? Math.floor(Number(form.shares)) : 1;
  // In a realistic account a market order meets the ask (buy) or bid (sell) plus its price impact.
  const likely =
    book && realistic && form.orderType === 'market'
      ? toDollars(estimateFill(form.side, sharesNow, book, 'realistic'))
      : undefined;
  // A limit or stop that executes the moment it is placed fills near the market, not at its price.
  const atOnce = atOnceNote(form, anyBook, realism);
  // A Day order that rests while the market is closed: when it can fill, and when it expires.
  const dayClosed =
    form.orderType !== 'market' && !atOnce?.fills ? closedDayOrderNote(form.timeInForce, new Date()) : null;
  // No estimate for an order that cannot be placed: a bad quantity, or a price out of range.
  const limitError = needsLimit(form.orderType) ? priceError(form.limitPrice, 'Limit price') : null;
  const stopError = needsStop(form.orderType) ? priceError(form.stopPrice, 'Stop price') : null;
  const priceOutOfRange = limitError !== null || stopError !== null;
  const impossible = sharesError(form.shares, false) !== null || priceOutOfRange;
  const estimate = impossible ? null : estimatedValue(form, likely ?? marketPrice, atOnce?.price);
  const basis = priceOutOfRange ? null : estimateBasis(form, marketPrice, atOnce, likely);
  const qtyError = sharesError(form.shares, tried);
  const afford =
    availableCash !== undefined && estimate !== null && form.side === 'buy'
      ? affordNote(
          availableCash,
          estimate / Number(form.shares),
          form.symbol,
          portfolioValue === undefined || margin ? undefined : { portfolioValue, heldValue },
        )
      : null;
  const preview = signal.data && debounced === bodyText ? signal.data : undefined;
  const crossing = margin ? crossingNote(heldShares, form.side, Number(form.shares), form.symbol) : null;
  const sellable = sellableNote(form.side, form.symbol, heldShares, reservedShares, margin);

  return (
    // noValidate: the quantity's problem is said beside it in the spec's words, not in a browser pop-up.
    // The ticket, and within it the Symbol field where the next order starts, are what the learner is
    // using: the toasts an order brings (its XP, an achievement) keep clear of them (toastTop).
    <form onSubmit={onSubmit} aria-label="Order ticket" className="space-y-3" noValidate data-toasts-clear>
      <div data-toasts-clear>
        <SymbolSearch value={form.symbol} onChange={(s) => onSymbolChange(s)} />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm text-slate-300">Side</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['buy', 'sell'] as const).map((side) => (
            <label
              key={side}
              // relative: the hidden radio sits inside its label, so focusing it scrolls to the label.
              className={`relative cursor-pointer rounded-lg border px-3 py-2 text-center font-semibold capitalize has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-400 ${
                form.side === side
                  ? side === 'buy'
                    ? 'border-emerald-500 bg-emerald-500/20 text-emerald-200'
                    : 'border-rose-500 bg-rose-500/20 text-rose-200'
                  : 'border-slate-700 text-slate-300'
              }`}
            >
              <input
                type="radio"
                name={`${id}-side`}
                value={side}
                checked={form.side === side}
                onChange={() => set('side', side)}
                className="sr-only"
              />
              {side}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Side by side only where each select has room for "Good till cancelled" (it was cut to "Good till
          canc" at 390 px): stacked in a narrower ticket. */}
      <div className="@container">
        <div className="grid grid-cols-1 gap-2 @[25rem]:grid-cols-2" data-testid="ticket-type-row">
          <div>
            <label htmlFor={`${id}-type`} className="mb-1 block text-sm text-slate-300">
              Order type
            </label>
            <select
              id={`${id}-type`}
              value={form.orderType}
              onChange={(e) => set('orderType', e.target.value as OrderForm['orderType'])}
              className={input}
            >
              {ORDER_TYPES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-tif`} className="mb-1 block text-sm text-slate-300">
              Time in force
            </label>
            <select
              id={`${id}-tif`}
              value={form.timeInForce}
              onChange={(e) => set('timeInForce', e.target.value as OrderForm['timeInForce'])}
              className={input}
            >
              {TIME_IN_FORCE.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          {dayClosed && (
            <p className="col-span-full text-xs text-sky-200" data-testid="day-order-closed">
              {dayClosed}
            </p>
          )}
          {tifDefaulted && (
            <p className="col-span-full text-xs text-sky-200" data-testid="tif-defaulted">
              {PROTECTIVE_GTC}
            </p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-shares`} className="mb-1 block text-sm text-slate-300">
          Quantity (shares)
        </label>
        <input
          id={`${id}-shares`}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          ref={sharesInput}
          value={form.shares}
          onChange={(e) => set('shares', e.target.value)}
          aria-invalid={qtyError ? true : undefined}
          aria-describedby={
            [qtyError && `${id}-qty-error`, sellable && `${id}-sellable`].filter(Boolean).join(' ') ||
            undefined
          }
          className={input}
        />
        {qtyError && (
          <p
            id={`${id}-qty-error`}
            className="mt-1 flex gap-1 text-sm text-rose-300"
            data-testid="shares-error"
          >
            <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {qtyError}
          </p>
        )}
        {sellable && (
          <p id={`${id}-sellable`} className="mt-1 text-xs text-slate-400" data-testid="sellable-shares">
            {sellable}
          </p>
        )}
      </div>
      {(needsLimit(form.orderType) || needsStop(form.orderType)) && (
        <div className="grid grid-cols-2 gap-2">
          {needsLimit(form.orderType) && (
            <div>
              <label htmlFor={`${id}-limit`} className="mb-1 block text-sm text-slate-300">
                Limit price ($)
              </label>
              <input
                id={`${id}-limit`}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                value={form.limitPrice}
                onChange={(e) => set('limitPrice', e.target.value)}
                aria-invalid={limitError ? true : undefined}
                aria-describedby={limitError ? `${id}-limit-error` : undefined}
                className={input}
              />
              {limitError && (
                <p
                  id={`${id}-limit-error`}
                  className="mt-1 text-sm text-rose-300"
                  data-testid="limit-price-error"
                >
                  {limitError}
                </p>
              )}
            </div>
          )}
          {needsStop(form.orderType) && (
            <div>
              <label htmlFor={`${id}-stop`} className="mb-1 block text-sm text-slate-300">
                Stop price ($)
              </label>
              <input
                id={`${id}-stop`}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                value={form.stopPrice}
                onChange={(e) => set('stopPrice', e.target.value)}
                aria-invalid={stopError ? true : undefined}
                aria-describedby={stopError ? `${id}-stop-error` : undefined}
                className={input}
              />
              {stopError && (
                <p
                  id={`${id}-stop-error`}
                  className="mt-1 text-sm text-rose-300"
                  data-testid="stop-price-error"
                >
                  {stopError}
                </p>
              )}
            </div>
          )}
        </div>
      )}
      {book && (
        <p
          className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-400"
          data-testid="ticket-bid-ask"
        >
          <span>
            Bid <span className="text-slate-200 tabular-nums">{usd(toDollars(book.bid))}</span> · Ask{' '}
            <span className="text-slate-200 tabular-nums">{usd(toDollars(book.ask))}</span>
          </span>
          {likely !== undefined && (
            <span data-testid="likely-fill">
              Likely fill <span className="text-slate-200 tabular-nums">{usd(likely)}</span> a share
            </span>
          )}
        </p>
      )}
      <p className="flex justify-between text-sm">
        <span className="text-slate-400">
          {form.side === 'buy' ? 'Estimated cost' : 'Estimated proceeds'}
          {basis && ` · ${basis}`}
        </span>
        <span className="font-semibold tabular-nums" data-testid="estimated-cost">
          {estimate === null ? '—' : usd(estimate)}
        </span>
      </p>
      <TicketMessages
        crossing={crossing}
        atOnce={impossible ? null : atOnce}
        preview={preview}
        resultText={result?.ok ? undefined : result?.text}
        fieldError={qtyError}
        afford={afford}
      />
      <button
        type="submit"
        // aria-disabled, not disabled, while the order is placed: a disabled button would drop the
        // focus it has to <body> (onSubmit ignores a second press).
        aria-disabled={submit.isPending || undefined}
        className={`w-full rounded-lg px-4 py-2.5 font-semibold text-white aria-disabled:opacity-60 ${
          form.side === 'buy' ? 'bg-emerald-700 hover:bg-emerald-800' : 'bg-rose-600 hover:bg-rose-700'
        }`}
      >
        {submit.checking
          ? 'Checking…'
          : submit.isPending
            ? 'Placing…'
            : `${sideLabel(form.side, margin ? orderEffect(heldShares, form.side) : form.side)} ${form.symbol || ''}${
                atOnce?.fills && !impossible ? ` now at about ${usd(atOnce.price)}` : ''
              }`.trim()}
      </button>
      {submit.checking && (
        <p
          role="status"
          data-testid="order-checking"
          className="rounded-lg bg-amber-950/60 p-2 text-sm text-amber-100"
        >
          {CHECKING}
        </p>
      )}
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          data-testid="order-result"
          className={`rounded-lg p-2 text-sm ${result.ok ? 'bg-emerald-950/60 text-emerald-200' : 'bg-rose-950/60 text-rose-200'}`}
        >
          {result.text}
          {!result.ok && isInsufficientFunds(result.text) && afford && (
            <span className="block" data-testid="order-afford">
              {afford}
            </span>
          )}
          {result.sessionEnded && (
            <>
              {' '}
              <SignInAgain />
            </>
          )}
        </p>
      )}
    </form>
  );
}
