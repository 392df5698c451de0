import { type ReactNode, useId, useMemo, useState } from 'react';
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
import { dollarAxis } from '../../../core/charts/value-axis';
import { movingAverage, rsiSeries, type TrendRule, testTrendRule } from '../../../core/learning/trend-rules';
import { sp500Series } from '../../../core/market/sp500';
import { countText } from '../../../core/words';
import { axisProps } from '../../lib/axis-props';
import { calendarDayText } from '../../lib/dates';

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

/** One plotted line; drawn without animation so the chart is complete when it appears. */
const line = (dataKey: string, name: string, stroke: string) => (
  <Line
    key={dataKey}
    dataKey={dataKey}
    name={name}
    stroke={stroke}
    dot={false}
    strokeWidth={1.5}
    isAnimationActive={false}
  />
);

/** A labelled line chart over `data` keyed by date; `children` are its y-axis, reference lines and lines. */
function ChartFrame<T extends { date: string }>({
  label,
  className,
  data,
  dateTick,
  minTickGap,
  children,
}: {
  label: string;
  className: string;
  data: T[];
  dateTick: (date: string) => string;
  minTickGap: number;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={label} className={className}>
      <ResponsiveContainer width="100%" height="100%">
        {/* Named as one image by its label: no keyboard layer (a tab stop) inside it. */}
        <LineChart accessibilityLayer={false} data={data} margin={{ left: 0, right: 8, top: 4, bottom: 0 }}>
          <CartesianGrid stroke="#1e293b" />
          <XAxis dataKey="date" tick={axis} minTickGap={minTickGap} tickFormatter={dateTick} />
          {children}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A labelled drop-down of a few options. */
function Picker<V extends string | number>({
  label,
  value,
  options,
  onChange,
  wide = false,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={wide ? 'flex min-w-0 flex-col gap-1' : 'flex flex-wrap items-center gap-2'}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)!.value)}
        className={`${wide ? 'w-full min-w-0 sm:w-auto' : ''} rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-slate-100`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const YEARS = Array.from({ length: 21 }, (_, i) => ({
  value: 2000 + i,
  label: i === 20 ? '2020 (to 17 April)' : String(2000 + i),
}));

function IndicatorsView({ caption }: { caption: string }) {
  const s = useSeries();
  const [year, setYear] = useState(2008);
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
  const monthDay = (d: string) => d.slice(5);
  return (
    <figure className="mt-4 rounded-xl border border-slate-700 bg-slate-900/70 p-3">
      <div className="mb-2">
        <Picker label="Year" value={year} options={YEARS} onChange={setYear} />
      </div>
      <ChartFrame
        label={`S&P 500 daily closes in ${year} with the 50-day and 200-day moving averages`}
        className="h-56 sm:h-64"
        data={data}
        dateTick={monthDay}
        minTickGap={32}
      >
        <YAxis tick={axis} width={48} domain={['auto', 'auto']} />
        <Tooltip contentStyle={tooltipStyle} formatter={(v) => Number(v).toFixed(2)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {line('close', 'S&P 500', '#e2e8f0')}
        {line('ma50', '50-day average', '#38bdf8')}
        {line('ma200', '200-day average', '#f59e0b')}
      </ChartFrame>
      <ChartFrame
        label={`14-day RSI of the S&P 500 in ${year}, with lines at 30 and 70`}
        className="h-28"
        data={data}
        dateTick={monthDay}
        minTickGap={32}
      >
        <YAxis tick={axis} width={48} domain={[0, 100]} ticks={[0, 30, 70, 100]} interval={0} />
        <Tooltip contentStyle={tooltipStyle} formatter={(v) => Number(v).toFixed(1)} />
        <ReferenceLine y={70} stroke="#fb7185" strokeDasharray="4 4" />
        <ReferenceLine y={30} stroke="#34d399" strokeDasharray="4 4" />
        {line('rsi', 'RSI (14 days)', '#c084fc')}
      </ChartFrame>
      <figcaption className="mt-2 space-y-1 text-sm text-slate-300">
        <p aria-live="polite" data-testid="indicator-summary">
          {year}: the index went from {first.close.toFixed(2)} on {calendarDayText(first.date)} to{' '}
          {last.close.toFixed(2)} on {calendarDayText(last.date)}. It closed above its 200-day average on{' '}
          {daysAbove} of {data.length} trading days. The RSI was above 70 on {countText(overbought, 'day')}{' '}
          and below 30 on {oversold}.
        </p>
        <p className="text-slate-400">{caption}</p>
      </figcaption>
    </figure>
  );
}

const RULES: readonly { value: TrendRule; label: string }[] = [
  { value: 'fast-vs-slow', label: '50-day average above 200-day average' },
  { value: 'price-vs-slow', label: 'Price above its 200-day average' },
];
const COSTS = [0, 0.1, 0.5].map((c) => ({
  value: c,
  label: c === 0 ? 'No cost' : `${c}% of the amount traded`,
}));

/** One row of the results table: the rule's figure beside buy-and-hold's. */
function Row({ label, rule, hold, testId }: { label: string; rule: string; hold: string; testId?: string }) {
  return (
    <tr className="odd:bg-slate-800/40">
      <th scope="row" className="p-2 text-left text-slate-300">
        {label}
      </th>
      <td className="p-2 text-slate-100" data-testid={testId && `rule-${testId}`}>
        {rule}
      </td>
      <td className="p-2 text-slate-100" data-testid={testId && `hold-${testId}`}>
        {hold}
      </td>
    </tr>
  );
}

function TrendRuleView({ caption }: { caption: string }) {
  const s = useSeries();
  const [rule, setRule] = useState<TrendRule>('fast-vs-slow');
  const [cost, setCost] = useState(0.1);
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
  const ruleLabel = RULES.find((r) => r.value === rule)!.label;
  // From zero, so the two lines' growth compares by height.
  const y = dollarAxis([0, ...data.flatMap((d) => [d.rule, d.hold ?? 0])]);
  return (
    <figure className="mt-4 rounded-xl border border-slate-700 bg-slate-900/70 p-3">
      <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Picker label="Rule: hold stocks while…" value={rule} options={RULES} onChange={setRule} wide />
        <Picker label="Cost of each purchase or sale" value={cost} options={COSTS} onChange={setCost} wide />
      </div>
      <ChartFrame
        label={`Growth of $10,000 from ${startDate} to ${endDate}: the rule against buy-and-hold`}
        className="h-56 sm:h-72"
        data={data}
        dateTick={(d) => d.slice(0, 4)}
        minTickGap={40}
      >
        <YAxis tick={axis} width={56} {...axisProps(y)} />
        <Tooltip contentStyle={tooltipStyle} formatter={(v) => usd0(Number(v))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {line('hold', 'Buy and hold', '#e2e8f0')}
        {line('rule', 'The rule', '#f59e0b')}
      </ChartFrame>
      <table className="mt-3 w-full border-collapse text-sm" aria-label="Rule test results">
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
          <Row label="$10,000 became" rule={usd0(ruleEnd)} hold={usd0(holdEnd)} testId="end" />
          <Row label="Purchases and sales" rule={String(result.trades)} hold="1" testId="trades" />
          <Row
            label="Worst fall from a peak"
            rule={pct1(result.ruleMaxDrawdown)}
            hold={pct1(result.holdMaxDrawdown)}
          />
          <Row label="Time in stocks" rule={pct1(invested)} hold="100%" />
        </tbody>
      </table>
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
