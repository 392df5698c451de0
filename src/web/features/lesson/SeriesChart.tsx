import { useId, useMemo, useState } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SeriesChart as SeriesChartSpec } from '../../../content/schema';
import { movingAverage, rsiSeries, type TrendRule, testTrendRule } from '../../../core/learning/trend-rules';
import { sp500Series } from '../../../core/market/sp500';

// The lesson charts drawn on the real S&P 500 daily closes (2000-01-03 to 2020-04-17) that the
// project ships. This module is loaded lazily by the interactive page, so the series and the chart
// library stay out of the entry chunk.

const axis = { stroke: '#94a3b8', fontSize: 11 };
const tooltipStyle = { background: '#0f172a', border: '1px solid #334155' };
const usd0 = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;
const pct1 = (v: number) => `${v.toFixed(1)}%`;

function useSeries() {
  return useMemo(() => {
    const rows = sp500Series();
    const closes = rows.map((r) => r.close);
    return {
      rows,
      closes,
      ma50: movingAverage(closes, 50),
      ma200: movingAverage(closes, 200),
      rsi14: rsiSeries(closes, 14),
    };
  }, []);
}

const YEARS = Array.from({ length: 21 }, (_, i) => 2000 + i);

function IndicatorsView({ caption }: { caption: string }) {
  const s = useSeries();
  const [year, setYear] = useState(2008);
  const selectId = useId();
  const data = useMemo(
    () =>
      s.rows.flatMap((r, i) =>
        r.date.startsWith(String(year))
          ? [{ date: r.date, close: r.close, ma50: s.ma50[i], ma200: s.ma200[i], rsi: s.rsi14[i] }]
          : [],
      ),
    [s, year],
  );
  const first = data[0]!;
  const last = data.at(-1)!;
  const daysAbove = data.filter((d) => d.ma200 !== undefined && d.close > d.ma200).length;
  const overbought = data.filter((d) => d.rsi !== undefined && d.rsi > 70).length;
  const oversold = data.filter((d) => d.rsi !== undefined && d.rsi < 30).length;
  return (
    <figure className="mt-4 rounded-xl border border-slate-700 bg-slate-900/70 p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-semibold text-slate-200">
          Year
        </label>
        <select
          id={selectId}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          className="rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-slate-100"
        >
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {y === 2020 ? '2020 (to 17 April)' : y}
            </option>
          ))}
        </select>
      </div>
      <div
        role="img"
        aria-label={`S&P 500 daily closes in ${year} with the 50-day and 200-day moving averages`}
        className="h-56 sm:h-64"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ left: 0, right: 8, top: 4, bottom: 0 }}>
            <CartesianGrid stroke="#1e293b" />
            <XAxis dataKey="date" tick={axis} minTickGap={32} tickFormatter={(d: string) => d.slice(5)} />
            <YAxis tick={axis} width={48} domain={['auto', 'auto']} />
            <Tooltip contentStyle={tooltipStyle} formatter={(v) => Number(v).toFixed(2)} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="close"
              name="S&P 500"
              stroke="#e2e8f0"
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
            <Line
              dataKey="ma50"
              name="50-day average"
              stroke="#38bdf8"
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
            <Line
              dataKey="ma200"
              name="200-day average"
              stroke="#f59e0b"
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div
        role="img"
        aria-label={`14-day RSI of the S&P 500 in ${year}, with lines at 30 and 70`}
        className="h-28"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ left: 0, right: 8, top: 4, bottom: 0 }}>
            <CartesianGrid stroke="#1e293b" />
            <XAxis dataKey="date" tick={axis} minTickGap={32} tickFormatter={(d: string) => d.slice(5)} />
            <YAxis tick={axis} width={48} domain={[0, 100]} ticks={[0, 30, 70, 100]} interval={0} />
            <Tooltip contentStyle={tooltipStyle} formatter={(v) => Number(v).toFixed(1)} />
            <ReferenceLine y={70} stroke="#fb7185" strokeDasharray="4 4" />
            <ReferenceLine y={30} stroke="#34d399" strokeDasharray="4 4" />
            <Line
              dataKey="rsi"
              name="RSI (14 days)"
              stroke="#c084fc"
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 space-y-1 text-sm text-slate-300">
        <p aria-live="polite" data-testid="indicator-summary">
          {year}: the index went from {first.close.toFixed(2)} on {first.date} to {last.close.toFixed(2)} on{' '}
          {last.date}. It closed above its 200-day average on {daysAbove} of {data.length} trading days. The
          RSI was above 70 on {overbought} days and below 30 on {oversold}.
        </p>
        <p className="text-slate-400">{caption}</p>
      </figcaption>
    </figure>
  );
}

const RULES: { id: TrendRule; label: string }[] = [
  { id: 'fast-vs-slow', label: '50-day average above 200-day average' },
  { id: 'price-vs-slow', label: 'Price above its 200-day average' },
];
const COSTS = [0, 0.1, 0.5];

function TrendRuleView({ caption }: { caption: string }) {
  const s = useSeries();
  const [rule, setRule] = useState<TrendRule>('fast-vs-slow');
  const [cost, setCost] = useState(0.1);
  const ruleId = useId();
  const costId = useId();
  const result = useMemo(() => testTrendRule(s.closes, { rule, costPercent: cost }), [s, rule, cost]);
  // Drawing one point a week keeps the chart light; the test itself uses every day.
  const data = useMemo(
    () =>
      result.rule.flatMap((value, i) =>
        i % 5 === 0 || i === result.rule.length - 1
          ? [{ date: s.rows[result.startIndex + i]!.date, rule: value, hold: result.hold[i] }]
          : [],
      ),
    [result, s],
  );
  const startDate = s.rows[result.startIndex]!.date;
  const endDate = s.rows.at(-1)!.date;
  const invested = (100 * result.invested.filter(Boolean).length) / result.invested.length;
  const ruleEnd = result.rule.at(-1)!;
  const holdEnd = result.hold.at(-1)!;
  const ruleLabel = RULES.find((r) => r.id === rule)!.label;
  return (
    <figure className="mt-4 rounded-xl border border-slate-700 bg-slate-900/70 p-3">
      <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={ruleId} className="text-sm font-semibold text-slate-200">
            Rule: hold stocks while…
          </label>
          <select
            id={ruleId}
            value={rule}
            onChange={(e) => setRule(e.target.value as TrendRule)}
            className="w-full min-w-0 rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-slate-100 sm:w-auto"
          >
            {RULES.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={costId} className="text-sm font-semibold text-slate-200">
            Cost of each purchase or sale
          </label>
          <select
            id={costId}
            value={cost}
            onChange={(e) => setCost(Number(e.target.value))}
            className="w-full min-w-0 rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-slate-100 sm:w-auto"
          >
            {COSTS.map((c) => (
              <option key={c} value={c}>
                {c === 0 ? 'No cost' : `${c}% of the amount traded`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div
        role="img"
        aria-label={`Growth of $10,000 from ${startDate} to ${endDate}: the rule against buy-and-hold`}
        className="h-56 sm:h-72"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ left: 0, right: 8, top: 4, bottom: 0 }}>
            <CartesianGrid stroke="#1e293b" />
            <XAxis dataKey="date" tick={axis} minTickGap={40} tickFormatter={(d: string) => d.slice(0, 4)} />
            <YAxis tick={axis} width={56} tickFormatter={(v: number) => `$${Math.round(v / 1000)}k`} />
            <Tooltip contentStyle={tooltipStyle} formatter={(v) => usd0(Number(v))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="hold"
              name="Buy and hold"
              stroke="#e2e8f0"
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
            <Line
              dataKey="rule"
              name="The rule"
              stroke="#f59e0b"
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="mt-3">
        <table className="w-full border-collapse text-sm" aria-label="Rule test results">
          <thead>
            <tr>
              <th className="p-2" />
              <th scope="col" className="border-b border-slate-700 p-2 text-left text-slate-200">
                The rule
              </th>
              <th scope="col" className="border-b border-slate-700 p-2 text-left text-slate-200">
                Buy and hold
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            <tr className="odd:bg-slate-800/40">
              <th scope="row" className="p-2 text-left text-slate-300">
                $10,000 became
              </th>
              <td className="p-2 text-slate-100" data-testid="rule-end">
                {usd0(ruleEnd)}
              </td>
              <td className="p-2 text-slate-100" data-testid="hold-end">
                {usd0(holdEnd)}
              </td>
            </tr>
            <tr className="odd:bg-slate-800/40">
              <th scope="row" className="p-2 text-left text-slate-300">
                Purchases and sales
              </th>
              <td className="p-2 text-slate-100" data-testid="rule-trades">
                {result.trades}
              </td>
              <td className="p-2 text-slate-100">1</td>
            </tr>
            <tr className="odd:bg-slate-800/40">
              <th scope="row" className="p-2 text-left text-slate-300">
                Worst fall from a peak
              </th>
              <td className="p-2 text-slate-100">{pct1(result.ruleMaxDrawdown)}</td>
              <td className="p-2 text-slate-100">{pct1(result.holdMaxDrawdown)}</td>
            </tr>
            <tr className="odd:bg-slate-800/40">
              <th scope="row" className="p-2 text-left text-slate-300">
                Time in stocks
              </th>
              <td className="p-2 text-slate-100">{pct1(invested)}</td>
              <td className="p-2 text-slate-100">100%</td>
            </tr>
          </tbody>
        </table>
      </div>
      <figcaption className="mt-2 space-y-1 text-sm text-slate-300">
        <p aria-live="polite">
          “{ruleLabel}”, from {startDate} to {endDate},{' '}
          {cost === 0 ? 'with no trading costs' : `paying ${cost}% on every trade`}: the rule ended{' '}
          {ruleEnd >= holdEnd ? 'ahead of' : 'behind'} buy-and-hold by {usd0(Math.abs(ruleEnd - holdEnd))}.
        </p>
        <p className="text-slate-400">{caption}</p>
      </figcaption>
    </figure>
  );
}

/** The chart an interactive page asks for. */
export function SeriesChart({ chart }: { chart: SeriesChartSpec }) {
  return chart.view === 'indicators' ? (
    <IndicatorsView caption={chart.caption} />
  ) : (
    <TrendRuleView caption={chart.caption} />
  );
}
