import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import type { HistoryRange } from '../../../core/market';
import { signedPct, tone, usd } from './format';
import { errorText, LoadError, Loading } from './Panel';
import { tradingKey, useBackend } from './useTrading';

const RANGES: HistoryRange[] = ['1D', '5D', '1M', '3M', '6M', '1Y', '5Y'];
type Candles = Awaited<ReturnType<ReturnType<typeof useBackend>['history']>>;

/** Price history of the selected symbol (lightweight-charts), as an area or as candles, by range. */
export function PriceChart({ symbol }: { symbol: string }) {
  const backend = useBackend();
  const [range, setRange] = useState<HistoryRange>('1M');
  const [style, setStyle] = useState<'area' | 'candles'>('area');
  const q = useQuery({
    queryKey: tradingKey(backend, 'history', symbol, range),
    queryFn: () => backend.history(symbol, range),
    enabled: Boolean(symbol),
    staleTime: 60_000,
    // The chart stays up (dimmed) while another range or symbol loads, instead of flickering away.
    placeholderData: keepPreviousData,
  });
  const candles = q.data ?? [];
  const first = candles[0]?.open;
  const last = candles.at(-1)?.close;
  const change = first && last ? ((last - first) / first) * 100 : 0;

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap gap-1 pointer-coarse:gap-0.5">
          <legend className="sr-only">Chart range</legend>
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              onClick={() => setRange(r)}
              className={`rounded-md px-2 py-1 text-xs font-semibold ${range === r ? 'bg-emerald-700 text-white' : 'bg-slate-800 text-slate-300 hover:bg-slate-700'}`}
            >
              {r}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={() => setStyle((s) => (s === 'area' ? 'candles' : 'area'))}
          className="rounded-md bg-slate-800 px-2 py-1 text-xs hover:bg-slate-700"
        >
          {style === 'area' ? 'Show candles' : 'Show line'}
        </button>
        {last !== undefined && <ChangeOverRange last={last} change={change} range={range} />}
      </div>
      {q.isPending ? (
        <Loading label={`Loading the ${symbol} chart`} />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />
      ) : candles.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-400">No price history for {symbol}.</p>
      ) : (
        <div
          className={q.isPlaceholderData ? 'opacity-50 transition-opacity' : undefined}
          aria-busy={q.isPlaceholderData}
        >
          <ChartCanvas candles={candles} style={style} range={range} label={`${symbol} price, ${range}`} />
          {style === 'candles' && <p className="mt-2 text-xs text-slate-400">{candleNote(range)}</p>}
        </div>
      )}
    </div>
  );
}

/** How long one bar of each range lasts (core/market/history.ts): 5-minute bars on 1D, weeks on 5Y. */
const BAR_PERIOD: Record<HistoryRange, string> = {
  '1D': 'five minutes',
  '5D': 'half an hour',
  '1M': 'a day',
  '3M': 'a day',
  '6M': 'a day',
  '1Y': 'a day',
  '5Y': 'a week',
};

/** How to read the candles, said under them: a learner who pressed "Show candles" may never have seen one. */
export function candleNote(range: HistoryRange): string {
  return `Each candle is ${BAR_PERIOD[range]} of trading. Its body runs from the opening price to the closing price: green when the price closed higher, red when it closed lower. The thin lines reach the highest and lowest prices.`;
}

/** The chart's ranges in words, as the change beside the price names its period. */
const RANGE_WORDS: Record<HistoryRange, string> = {
  '1D': '1 day',
  '5D': '5 days',
  '1M': '1 month',
  '3M': '3 months',
  '6M': '6 months',
  '1Y': '1 year',
  '5Y': '5 years',
};

/**
 * The last price and its change over the chart's range, the range said in words for everyone: only a
 * screen reader heard it, and a learner saw AAPL "-0.67%" here beside "+1.10%" in the watchlist (the
 * day's change) with nothing to tell the two apart.
 */
export function ChangeOverRange({
  last,
  change,
  range,
}: {
  last: number;
  change: number;
  range: HistoryRange;
}) {
  return (
    <span className="ml-auto text-sm tabular-nums">
      {usd(last)} <span className={tone(change)}>{signedPct(change)}</span>
      <span className="text-xs text-slate-400"> over {RANGE_WORDS[range]}</span>
    </span>
  );
}

/**
 * The time scale for a range: 1D and 5D are intraday bars and show the time of day (to the minute); the
 * longer ranges are one point a day, which show a date only (the crosshair read "17 Nov '26 14:30:00",
 * the bar's timestamp, on a daily close).
 */
export function timeScaleFor(range: HistoryRange): { timeVisible: boolean; secondsVisible: boolean } {
  return { timeVisible: range === '1D' || range === '5D', secondsVisible: false };
}

// The chart's times on the market's own clock, as the rest of the app says them ("opens 09:30 New
// York"): the library writes UTC, which put a session's first bar at 14:30.
const newYork = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', ...options });
const formats = {
  time: newYork({ hour: '2-digit', minute: '2-digit' }),
  day: newYork({ day: 'numeric' }),
  month: newYork({ month: 'short' }),
  year: newYork({ year: 'numeric' }),
  date: newYork({ day: 'numeric', month: 'short', year: 'numeric' }),
  dateTime: newYork({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
};

/** The crosshair's label of a bar (seconds since 1970): "30 Nov, 12:45" intraday, "16 Nov 2026" daily. */
export function crosshairTime(seconds: number, intraday: boolean): string {
  return (intraday ? formats.dateTime : formats.date).format(new Date(seconds * 1000));
}

/** A time axis label in New York time: the year, month, day of the month or time of day the tick marks. */
export function tickLabel(seconds: number, type: TickMarkType): string {
  const at = new Date(seconds * 1000);
  if (type === TickMarkType.Year) return formats.year.format(at);
  if (type === TickMarkType.Month) return formats.month.format(at);
  if (type === TickMarkType.DayOfMonth) return formats.day.format(at);
  return formats.time.format(at);
}

function ChartCanvas({
  candles,
  style,
  range,
  label,
}: {
  candles: Candles;
  style: 'area' | 'candles';
  range: HistoryRange;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let chart: IChartApi;
    try {
      chart = createChart(el, {
        autoSize: true,
        layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#94a3b8' },
        grid: { vertLines: { color: '#1e293b' }, horzLines: { color: '#1e293b' } },
        // Only whole labels on the price axis: the top one was cut in half at the plot's edge.
        rightPriceScale: { borderColor: '#334155', entireTextOnly: true },
        timeScale: { borderColor: '#334155' },
      });
    } catch {
      return; // No canvas (tests): the summary line above still tells the price.
    }
    // The library lays its canvases out in a table: to assistive technology that was a table of
    // empty cells. It is layout (its attribution link stays reachable); the caption describes the chart.
    el.querySelector('table')?.setAttribute('role', 'presentation');
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
    };
  }, []);

  // After the chart is made (the effect above), and again when the range changes.
  useEffect(() => {
    const scale = timeScaleFor(range);
    chartRef.current?.applyOptions({
      timeScale: {
        ...scale,
        tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time as number, type),
      },
      localization: { timeFormatter: (time: Time) => crosshairTime(time as number, scale.timeVisible) },
    });
  }, [range]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const rising = (candles.at(-1)?.close ?? 0) >= (candles[0]?.open ?? 0);
    const series =
      style === 'area'
        ? chart.addSeries(AreaSeries, {
            lineColor: rising ? '#34d399' : '#fb7185',
            topColor: rising ? 'rgba(52,211,153,0.35)' : 'rgba(251,113,133,0.35)',
            bottomColor: 'rgba(15,23,42,0)',
            lineWidth: 2,
          })
        : chart.addSeries(CandlestickSeries, {
            upColor: '#34d399',
            downColor: '#fb7185',
            borderVisible: false,
            wickUpColor: '#34d399',
            wickDownColor: '#fb7185',
          });
    if (style === 'area')
      series.setData(candles.map((c) => ({ time: c.time as UTCTimestamp, value: c.close })) as never);
    else
      series.setData(
        candles.map((c) => ({
          time: c.time as UTCTimestamp,
          open: c.open,
          high: c.high,
          low: c.low,
          close: c.close,
        })) as never,
      );
    chart.timeScale().fitContent();
    return () => {
      // On unmount the chart's own cleanup (declared first, so run first) has already removed the
      // chart with its series; removing the series again from a removed chart throws.
      if (chartRef.current === chart) chart.removeSeries(series);
    };
  }, [candles, style]);

  return (
    <figure className="m-0">
      <div ref={ref} className="h-64 w-full md:h-80" />
      <figcaption className="sr-only">{priceSummary(label, candles)}</figcaption>
    </figure>
  );
}

/** The chart's text alternative: "AAPL price, 1M: from $X to $Y, high $H, low $L." */
export function priceSummary(label: string, candles: Candles): string {
  const first = candles[0];
  const last = candles.at(-1);
  if (!first || !last) return label;
  const high = Math.max(...candles.map((c) => c.high));
  const low = Math.min(...candles.map((c) => c.low));
  return `${label}: from ${usd(first.open)} to ${usd(last.close)}, high ${usd(high)}, low ${usd(low)}.`;
}
