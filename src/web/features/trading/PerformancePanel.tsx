import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dollarAxis, percentAxis } from '../../../core/charts/value-axis';
import type { MetricId } from '../../../core/trading/metric-notes';
import type { MetricsDto } from '../../../shared/api/trading';
import { axisProps } from '../../lib/axis-props';
import { chartSummary } from '../../lib/chartSummary';
import { withDrawdown } from './drawdown';
import { decimals, signedUsd, tone, usd } from './format';
import { MetricNote } from './MetricNote';
import { Empty } from './Panel';
import {
  averageOf,
  closedTrades,
  maxDrawdown,
  profitFactor,
  type Reading,
  sharpe,
  winRate,
} from './performanceReadings';

const axis = { stroke: '#64748b', fontSize: 11 };

/** Win rate, profit factor, Sharpe and drawdown, with the equity curve and its drawdown plotted. */
export function PerformancePanel({ metrics }: { metrics: MetricsDto }) {
  const series = withDrawdown(metrics.equityCurve);
  // One value a day, joined by straight lines (a smoothed curve invents a path between closes), with
  // each day's point shown while there are few of them.
  const fewPoints = series.length <= 30;
  const y = dollarAxis(series.map((p) => p.value));
  const down = percentAxis(
    series.map((p) => p.drawdown),
    { count: 4, max: 0 },
  );
  const stats: [string, string, string?][] = [
    // All buys and sells, then the closed ones (that realised a profit or loss) that win rate and profit
    // factor count: each count says what it is ("3 · 0 closed"), so the label cannot contradict it.
    ['Trades', `${metrics.totalTrades} · ${closedTrades(metrics)} closed`],
    ['Average win', averageOf(metrics.winningTrades, metrics.averageWin)],
    ['Average loss', averageOf(metrics.losingTrades, metrics.averageLoss)],
    // Dividends land in cash, so the all-time return already counts them: this is their part of it.
    [
      'From dividends',
      signedUsd(metrics.dividendsReceived),
      metrics.dividendsReceived !== 0 ? tone(metrics.dividendsReceived) : undefined,
    ],
    [
      'Best trade',
      metrics.bestTrade ? `${metrics.bestTrade.symbol} ${signedUsd(metrics.bestTrade.pnl)}` : '—',
      metrics.bestTrade ? tone(metrics.bestTrade.pnl) : undefined,
    ],
    [
      'Worst trade',
      metrics.worstTrade ? `${metrics.worstTrade.symbol} ${signedUsd(metrics.worstTrade.pnl)}` : '—',
      metrics.worstTrade ? tone(metrics.worstTrade.pnl) : undefined,
    ],
  ];
  const explained: [string, Reading, MetricId][] = [
    ['Win rate', winRate(metrics), 'winRate'],
    ['Profit factor', profitFactor(metrics), 'profitFactor'],
    ['Sharpe ratio', sharpe(metrics), 'sharpe'],
    ['Max drawdown', maxDrawdown(metrics), 'drawdown'],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {explained.map(([label, reading, metric]) => (
          <div key={label} className="rounded-lg bg-slate-950/60 p-2">
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd className="font-semibold tabular-nums">{reading.value}</dd>
            {reading.pending && (
              <dd className="text-xs text-slate-300" data-testid="metric-pending">
                {reading.pending}
              </dd>
            )}
            <dd>
              <MetricNote metric={metric} />
            </dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        {stats.map(([label, value, cls]) => (
          <div key={label} className="rounded-lg bg-slate-950/60 p-2">
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd className={`font-semibold tabular-nums ${cls ?? ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {series.length < 2 ? (
        <Empty>The equity curve starts after your second trading day.</Empty>
      ) : (
        <>
          <SeriesFigure
            className="h-48"
            summary={chartSummary(
              'Equity curve',
              [series[0]!.date, series.at(-1)!.date],
              [{ name: 'Equity', values: series.map((p) => p.value) }],
              usd,
            )}
            data={series}
            dataKey="value"
            name="Equity"
            color="#34d399"
            axis={y}
            format={usd}
            dots={fewPoints}
          />
          <SeriesFigure
            className="h-32"
            summary={chartSummary(
              'Drawdown, the fall from the highest equity so far',
              [series[0]!.date, series.at(-1)!.date],
              [{ name: 'Drawdown', values: series.map((p) => p.drawdown) }],
              (v) => `${decimals(v)}%`,
            )}
            data={series}
            dataKey="drawdown"
            name="Drawdown"
            color="#fb7185"
            axis={down}
            format={(v) => `${decimals(v)}%`}
            dots={fewPoints}
          />
        </>
      )}
    </div>
  );
}

type Point = ReturnType<typeof withDrawdown>[number];

/** One series of the panel as a figure: its text summary for screen readers, the drawing hidden. */
function SeriesFigure(props: {
  className: string;
  summary: string;
  data: Point[];
  dataKey: 'value' | 'drawdown';
  name: string;
  color: string;
  axis: Parameters<typeof axisProps>[0];
  format: (v: number) => string;
  dots: boolean;
}) {
  return (
    <figure className={props.className}>
      <figcaption className="sr-only">{props.summary}</figcaption>
      <div aria-hidden className="h-full">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            accessibilityLayer={false}
            data={props.data}
            margin={{ left: 8, right: 8, top: 4, bottom: 0 }}
          >
            <CartesianGrid stroke="#1e293b" />
            <XAxis dataKey="date" tick={axis} minTickGap={24} />
            <YAxis tick={axis} width={72} {...axisProps(props.axis)} />
            <Tooltip formatter={(v) => props.format(Number(v))} contentStyle={{ background: '#0f172a' }} />
            <Area
              type="linear"
              dataKey={props.dataKey}
              name={props.name}
              stroke={props.color}
              fill={`${props.color}33`}
              dot={props.dots}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
