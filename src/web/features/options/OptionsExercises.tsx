// The options course's three exercises, inline on its pages: the options calculator, the Greek
// simulator and the strategy builder. All compute with src/core/options, the Simulator's own model.
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  europeanGreeks,
  europeanPrice,
  type Greeks,
  intrinsicValue,
  type Leg,
  type Market,
  modelPrice,
  netGreeks,
  type OptionInputs,
  summarize,
  type TemplateName,
  template,
} from '../../../core/options';
import { capitalised, countText } from '../../../core/words';
import { decimals, usd } from '../trading/format';
import { PayoffChart } from './PayoffChart';
import { setTicketPrefill } from './prefill';
import { Segmented } from './Segmented';

type Exercise = { id: string; title: string; description: string };

/** Tabs when a page offers several exercises (the simulation page has all three); one is shown open. */
export function OptionsExercises({ exercises }: { exercises: Exercise[] }) {
  const [open, setOpen] = useState(exercises[0]?.id ?? '');
  const current = exercises.find((x) => x.id === open);
  if (exercises.length === 1 && current)
    return (
      <section
        aria-label="Course exercises"
        className="mb-4 rounded-xl bg-slate-800/60 p-4"
        data-touch-targets
      >
        <h3 className="mb-1 font-semibold text-white">Try it: {current.title}</h3>
        <ExerciseBody exercise={current} />
      </section>
    );
  return (
    // data-touch-targets: on a touch screen every button, tab, field and select is 44 px (styles.css).
    <section aria-label="Course exercises" className="mb-4 space-y-3" data-touch-targets>
      <div role="tablist" aria-label="Exercises" className="flex flex-wrap gap-2">
        {exercises.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`tab-${x.id}`}
            aria-selected={open === x.id}
            aria-controls={`panel-${x.id}`}
            onClick={() => setOpen(x.id)}
            className={`rounded-lg px-3 py-1.5 text-sm ${open === x.id ? 'bg-violet-600 text-white' : 'bg-slate-800 text-slate-200 hover:bg-slate-700'}`}
          >
            {x.title}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`panel-${current.id}`}
          aria-labelledby={`tab-${current.id}`}
          className="rounded-xl bg-slate-800/60 p-4"
        >
          <ExerciseBody exercise={current} />
        </div>
      )}
    </section>
  );
}

function ExerciseBody({ exercise }: { exercise: Exercise }) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-300">{exercise.description}</p>
      {exercise.id === 'options-calculator' && <OptionsCalculator />}
      {exercise.id === 'greek-simulator' && <GreekSimulator />}
      {exercise.id === 'strategy-builder' && <StrategyBuilder />}
    </>
  );
}

function NumberField({
  label,
  value,
  onChange,
  step = 1,
  min = 0,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  step?: number;
  min?: number;
}) {
  return (
    <label className="text-sm">
      <span className="block text-slate-300">{label}</span>
      <input
        type="number"
        value={Number.isFinite(value) ? value : ''}
        step={step}
        min={min}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-1 w-full rounded-md border border-slate-600 bg-slate-950 px-2 py-1.5"
      />
    </label>
  );
}

const TYPES = [
  ['call', 'Call'],
  ['put', 'Put'],
] as const;

const GREEK_TEXT: Record<keyof Greeks, string> = {
  delta:
    'Dollars the option moves per share for a $1 move in the stock; × 100 = the shares one contract behaves like.',
  gamma: 'How much delta changes for a $1 move: highest at the money near expiry.',
  theta: 'Dollars the option loses per calendar day as time passes, all else equal.',
  vega: 'Dollars the option gains if implied volatility rises one point.',
  rho: 'Dollars the option gains if interest rates rise one point.',
};

function GreekTable({ greeks }: { greeks: Greeks }) {
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
      {(Object.keys(GREEK_TEXT) as (keyof Greeks)[]).map((g) => (
        <div key={g} className="rounded-md bg-slate-900/70 p-2">
          <dt className="font-semibold capitalize text-white">
            {g}{' '}
            <span className="tabular-nums" data-testid={`greek-${g}`}>
              {decimals(greeks[g], g === 'gamma' ? 4 : 3)}
            </span>
          </dt>
          <dd className="text-slate-300">{GREEK_TEXT[g]}</dd>
        </div>
      ))}
    </dl>
  );
}

function validInputs(i: OptionInputs): boolean {
  return (
    i.spot > 0 &&
    i.strike > 0 &&
    i.time >= 0 &&
    i.volatility >= 0 &&
    Number.isFinite(i.rate) &&
    i.dividendYield >= 0
  );
}

/**
 * S, K, T, r, σ, q → the price the Simulator's chain would use as its mid (American: early exercise
 * allowed, so never below intrinsic value and the split into intrinsic + time value always adds up),
 * the European Black–Scholes price beside it when they differ, a buyer's breakeven and maximum loss at
 * expiry, and the Black–Scholes Greeks (the chain's Greeks too).
 */
function OptionsCalculator() {
  const [spot, setSpot] = useState(100);
  const [strike, setStrike] = useState(100);
  const [days, setDays] = useState(30);
  const [rate, setRate] = useState(5);
  const [vol, setVol] = useState(30);
  const [dividend, setDividend] = useState(0);
  const [type, setType] = useState<'call' | 'put'>('call');
  const inputs: OptionInputs = {
    type,
    spot,
    strike,
    time: days / 365,
    rate: rate / 100,
    volatility: vol / 100,
    dividendYield: dividend / 100,
  };
  const ok = validInputs(inputs);
  const cents = (x: number) => Math.round(x * 100) / 100;
  // Rounded to the cent before splitting, so the three amounts shown add up exactly.
  const price = ok ? cents(modelPrice(inputs)) : Number.NaN;
  const european = ok ? cents(europeanPrice(inputs)) : Number.NaN;
  const intrinsic = ok ? cents(intrinsicValue(type, spot, strike)) : Number.NaN;
  const breakeven = type === 'call' ? strike + price : strike - price;
  const name = type === 'call' ? 'Call' : 'Put';
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <NumberField label="Stock price S ($)" value={spot} onChange={setSpot} step={0.5} />
        <NumberField label="Strike K ($)" value={strike} onChange={setStrike} step={0.5} />
        <NumberField label="Days to expiry T" value={days} onChange={setDays} />
        <NumberField label="Interest rate r (%)" value={rate} onChange={setRate} step={0.25} />
        <NumberField label="Volatility σ (%)" value={vol} onChange={setVol} />
        <NumberField label="Dividend yield q (%)" value={dividend} onChange={setDividend} step={0.25} />
      </div>
      <Segmented legend="Option type" options={TYPES} value={type} onChange={setType} tone="violet" />
      {ok ? (
        <>
          <div aria-live="polite" className="space-y-1">
            <p className="text-lg" data-testid="calc-split">
              {name} price <strong data-testid="calc-price">{usd(price)}</strong> a share ({usd(price * 100)}{' '}
              a contract) = intrinsic {usd(intrinsic)} + time value {usd(cents(price - intrinsic))}
            </p>
            <p className="text-xs text-slate-400">
              American style (early exercise allowed), priced as the Simulator’s chain prices its mid.
              {european !== price &&
                ` The European Black–Scholes price, exercise at expiry only, is ${usd(european)}.`}
            </p>
            <dl
              className="grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1"
              data-testid="calc-buyer"
            >
              <dt className="text-slate-300">Breakeven at expiry, if bought at {usd(price)}</dt>
              <dd className="mb-1 tabular-nums sm:mb-0">
                {usd(breakeven)}{' '}
                <span className="text-xs text-slate-400">
                  strike {type === 'call' ? '+' : '−'} price, before commission
                </span>
              </dd>
              <dt className="text-slate-300">Most a buyer can lose</dt>
              <dd className="tabular-nums">
                {usd(price * 100)} a contract{' '}
                <span className="text-xs text-slate-400">plus $0.65 commission</span>
              </dd>
            </dl>
          </div>
          <p className="text-xs text-slate-400">Greeks from the Black–Scholes model, per share:</p>
          <GreekTable greeks={europeanGreeks(inputs)} />
        </>
      ) : (
        <p role="alert" className="text-amber-200">
          Prices and the strike must be above zero, and time, volatility and dividend yield not negative.
        </p>
      )}
    </div>
  );
}

function Slider({
  label,
  value,
  min,
  max,
  step,
  onChange,
  shown,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
  shown: string;
}) {
  const id = useId();
  return (
    <div className="text-sm">
      <label htmlFor={id} className="flex justify-between text-slate-300">
        <span>{label}</span>
        <span className="tabular-nums text-white">{shown}</span>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-violet-500 pointer-coarse:h-11"
      />
    </div>
  );
}

/** A 100-strike call: move price, time and volatility and watch the price and Greeks. */
function GreekSimulator() {
  const [spot, setSpot] = useState(100);
  const [days, setDays] = useState(30);
  const [vol, setVol] = useState(30);
  const [type, setType] = useState<'call' | 'put'>('call');
  const inputs: OptionInputs = {
    type,
    spot,
    strike: 100,
    time: days / 365,
    rate: 0.05,
    volatility: vol / 100,
    dividendYield: 0,
  };
  const price = europeanPrice(inputs);
  const intrinsic = intrinsicValue(type, spot, 100);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-300">A 100-strike {type} with a 5% interest rate.</p>
      <Segmented legend="Option type" options={TYPES} value={type} onChange={setType} tone="violet" />
      <Slider
        label="Stock price"
        value={spot}
        min={70}
        max={130}
        step={1}
        onChange={setSpot}
        shown={usd(spot)}
      />
      <Slider
        label="Days to expiry"
        value={days}
        min={0}
        max={180}
        step={1}
        onChange={setDays}
        shown={countText(days, 'day')}
      />
      <Slider
        label="Implied volatility"
        value={vol}
        min={5}
        max={100}
        step={1}
        onChange={setVol}
        shown={`${vol}%`}
      />
      <p className="text-lg" aria-live="polite">
        European price <strong data-testid="sim-price">{usd(price)}</strong> · intrinsic {usd(intrinsic)}
      </p>
      {price < intrinsic - 0.005 && (
        <p className="text-sm text-amber-200" data-testid="sim-below-intrinsic">
          Below intrinsic value: a European option can only be exercised at expiry, so deep in the money it
          can be worth less than exercising now would pay. The Simulator’s options are American: they never
          trade below {usd(intrinsic)} here.
        </p>
      )}
      <GreekTable greeks={europeanGreeks(inputs)} />
    </div>
  );
}

const TEMPLATES: TemplateName[] = [
  'covered call',
  'protective put',
  'bull call spread',
  'straddle',
  'iron condor',
];
// The market of the course's worked examples (the intrinsic- and time-value and spreads pages): a $100
// stock, 60 days, 25% volatility, 5% rate, so each template reproduces that page's numbers.
const MARKET: Market = { spot: 100, time: 60 / 365, rate: 0.05, volatility: 0.25, dividendYield: 0 };
const modelPremium = (type: 'call' | 'put', strike: number) => europeanPrice({ ...MARKET, type, strike });

/** "at the money", or "with its strike 10% above the price": where the ticket's strike will sit. */
function strikeWords(moneyness: number): string {
  const pct = Math.round((moneyness - 1) * 100);
  return pct === 0
    ? 'at the money'
    : `with its strike ${Math.abs(pct)}% ${pct > 0 ? 'above' : 'below'} the price`;
}

/** Legs of calls, puts and shares; templates; payoff, breakevens, max gain/loss, net Greeks; "trade it". */
function StrategyBuilder() {
  const navigate = useNavigate();
  const [legs, setLegs] = useState<Leg[]>(() => template('straddle', MARKET.spot, 5, modelPremium));
  const [name, setName] = useState<TemplateName | 'custom'>('straddle');
  const summary = summarize(legs);
  const greeks = netGreeks(legs, MARKET);
  const commission = legs.reduce((s, l) => s + (l.kind === 'stock' ? 0 : 0.65 * l.quantity), 0);
  const update = (i: number, leg: Leg) => {
    setLegs((all) => all.map((l, j) => (j === i ? leg : l)));
    setName('custom');
  };
  const firstOption = legs.find((l): l is Extract<Leg, { strike: number }> => l.kind !== 'stock');
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-300">
        A $100 stock, 60 days to expiry, 25% volatility and a 5% rate, as on the course’s pages; premiums at
        the European model price, $0.65 commission a contract counted.
      </p>
      <label className="text-sm">
        <span className="block text-slate-300">Template</span>
        <select
          value={name}
          onChange={(e) => {
            const t = e.target.value as TemplateName;
            setName(t);
            setLegs(template(t, MARKET.spot, 5, modelPremium));
          }}
          className="mt-1 rounded-md border border-slate-600 bg-slate-950 px-2 py-1.5"
        >
          {name === 'custom' && <option value="custom">Custom</option>}
          {TEMPLATES.map((t) => (
            <option key={t} value={t}>
              {capitalised(t)}
            </option>
          ))}
        </select>
      </label>
      <ul className="space-y-2" aria-label="Legs">
        {legs.map((leg, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2 rounded-md bg-slate-900/70 p-2 text-sm">
            <label>
              <span className="block text-xs text-slate-300">Side</span>
              <select
                value={leg.side}
                onChange={(e) => update(i, { ...leg, side: e.target.value as 'long' | 'short' })}
                className="rounded border border-slate-600 bg-slate-950 px-1 py-1"
              >
                <option value="long">Long</option>
                <option value="short">Short</option>
              </select>
            </label>
            <label>
              <span className="block text-xs text-slate-300">Instrument</span>
              <select
                value={leg.kind}
                onChange={(e) => {
                  const kind = e.target.value as Leg['kind'];
                  update(
                    i,
                    kind === 'stock'
                      ? { kind, side: leg.side, price: MARKET.spot, quantity: 100 }
                      : {
                          kind,
                          side: leg.side,
                          strike: 100,
                          premium: Math.round(modelPremium(kind, 100) * 100) / 100,
                          quantity: 1,
                        },
                  );
                }}
                className="rounded border border-slate-600 bg-slate-950 px-1 py-1"
              >
                <option value="call">Call</option>
                <option value="put">Put</option>
                <option value="stock">Shares</option>
              </select>
            </label>
            {leg.kind !== 'stock' && (
              <label>
                <span className="block text-xs text-slate-300">Strike</span>
                <input
                  type="number"
                  step={5}
                  min={5}
                  value={leg.strike}
                  onChange={(e) => {
                    const strike = Number(e.target.value);
                    if (strike > 0)
                      update(i, {
                        ...leg,
                        strike,
                        premium: Math.round(modelPremium(leg.kind, strike) * 100) / 100,
                      });
                  }}
                  className="w-20 rounded border border-slate-600 bg-slate-950 px-1 py-1"
                />
              </label>
            )}
            <label>
              <span className="block text-xs text-slate-300">
                {leg.kind === 'stock' ? 'Shares' : 'Contracts'}
              </span>
              <input
                type="number"
                min={1}
                step={1}
                value={leg.quantity}
                onChange={(e) => {
                  const quantity = Math.floor(Number(e.target.value));
                  if (quantity >= 1) update(i, { ...leg, quantity });
                }}
                className="w-20 rounded border border-slate-600 bg-slate-950 px-1 py-1"
              />
            </label>
            <span className="pb-1 text-slate-300">
              {leg.kind === 'stock' ? `at ${usd(leg.price)}` : `premium ${usd(leg.premium)}`}
            </span>
            <button
              type="button"
              onClick={() => {
                setLegs((all) => all.filter((_, j) => j !== i));
                setName('custom');
              }}
              className="ml-auto rounded bg-slate-700 px-2 py-1 hover:bg-slate-600"
            >
              Remove leg {i + 1}
            </button>
          </li>
        ))}
      </ul>
      {legs.length < 4 && (
        <button
          type="button"
          onClick={() => {
            setLegs((all) => [
              ...all,
              {
                kind: 'call',
                side: 'long',
                strike: 100,
                premium: Math.round(modelPremium('call', 100) * 100) / 100,
                quantity: 1,
              },
            ]);
            setName('custom');
          }}
          className="rounded-md bg-slate-700 px-3 py-1 text-sm hover:bg-slate-600"
        >
          Add a leg
        </button>
      )}
      {legs.length > 0 && (
        <>
          <PayoffChart legs={legs} market={MARKET} label="Strategy payoff at expiry and today" />
          <dl
            className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4"
            data-testid="strategy-summary"
          >
            <dt className="text-slate-300">{summary.netDebit >= 0 ? 'Net cost' : 'Net credit'}</dt>
            <dd>{usd(Math.abs(summary.netDebit) + (summary.netDebit >= 0 ? commission : -commission))}</dd>
            <dt className="text-slate-300">Max gain</dt>
            <dd>{summary.maxGain === null ? 'Unlimited' : usd(summary.maxGain - commission)}</dd>
            <dt className="text-slate-300">Max loss</dt>
            <dd>{summary.maxLoss === null ? 'Unlimited' : usd(summary.maxLoss + commission)}</dd>
            <dt className="text-slate-300">Breakevens</dt>
            <dd>{summary.breakevens.map(usd).join(', ') || 'None'}</dd>
            <dt className="text-slate-300">Net delta</dt>
            <dd>{decimals(greeks.delta, 1)} shares</dd>
            <dt className="text-slate-300">Net theta</dt>
            <dd>{usd(greeks.theta)} a day</dd>
            <dt className="text-slate-300">Net vega</dt>
            <dd>{usd(greeks.vega)} a point</dd>
            <dt className="text-slate-300">Net gamma</dt>
            <dd>{decimals(greeks.gamma)}</dd>
          </dl>
          {firstOption && (
            <div className="space-y-1">
              <button
                type="button"
                onClick={() => {
                  setTicketPrefill({
                    symbol: 'AAPL',
                    type: firstOption.kind,
                    moneyness: firstOption.strike / MARKET.spot,
                    side: firstOption.side === 'long' ? 'buy' : 'sell',
                  });
                  void navigate({ to: '/trade' });
                }}
                className="min-h-11 rounded-md bg-violet-600 px-3 py-2 text-sm font-semibold text-white hover:bg-violet-500"
              >
                {legs.length > 1 ? 'Trade the first leg in the Simulator' : 'Trade it in the Simulator'}
              </button>
              {legs.length > 1 && (
                <p className="text-xs text-slate-300">
                  The Simulator’s ticket takes one option at a time: it opens on AAPL with the first option
                  leg, to {firstOption.side === 'long' ? 'buy' : 'sell'} a {firstOption.kind}{' '}
                  {strikeWords(firstOption.strike / MARKET.spot)}. Place the other legs from the option chain
                  after it.
                </p>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
