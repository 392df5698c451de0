import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dollarAxis } from '../../../core/charts/value-axis';
import { START_CENTS } from '../../../core/games/engine';
import { quotes } from '../../../core/games/path';
import type { GameDefinition } from '../../../core/games/types';
import { capitalised } from '../../../core/words';
import { axisProps } from '../../lib/axis-props';
import { chartSummary } from '../../lib/chartSummary';
import { axisDate, gameDate } from './format';

const COLORS: Record<string, string> = {
  you: '#34d399',
  'buy and hold': '#60a5fa',
  'sold at the bottom': '#f87171',
  index: '#cbd5e1',
};

/**
 * Equity curves against the index, all in dollars of a $100,000 start (the index as if the whole
 * $100,000 had been in it).
 */
export type EquityChartProps = {
  game: GameDefinition;
  curves: Record<string, readonly number[]>;
  upTo: number;
};

export default function EquityLines({ game, curves, upTo }: EquityChartProps) {
  const q = quotes(game).slice(0, upTo + 1);
  const data = q.map((x, k) => {
    const row: Record<string, number | string> = {
      date: x.date,
      index: Math.round((START_CENTS * x.index) / q[0]!.index / 100),
    };
    for (const [name, curve] of Object.entries(curves)) {
      const v = curve[k];
      if (v !== undefined) row[name] = Math.round(v / 100);
    }
    return row;
  });
  const names = [...Object.keys(curves), 'index'];
  // SVG paints in document order: the learner's own line comes last so no other line covers it (the
  // legend and the tooltip sort their items themselves, so their order does not change).
  const drawn = [...names.filter((n) => n !== 'you'), ...names.filter((n) => n === 'you')];
  const y = dollarAxis(data.flatMap((row) => names.map((n) => Number(row[n]))));
  // The text alternative: each line's start, end, high and low (the path the end table leaves out).
  const summary = chartSummary(
    'Portfolio value in dollars',
    [gameDate(q[0]!.date), gameDate(q[q.length - 1]!.date)],
    names.map((n) => ({
      name: n === 'index' ? game.indexName : capitalised(n),
      values: data.map((row) => Number(row[n])),
    })),
    (v) => `$${Math.round(v).toLocaleString('en-US')}`,
  );
  return (
    <figure className="h-64 w-full">
      {/* The drawing is hidden from assistive technology (its tick labels made a meaningless name and
          recharts' keyboard layer a tab stop): the caption says what it shows. */}
      <div aria-hidden className="h-full w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 5, right: 10, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="#1e293b" />
            <XAxis
              dataKey="date"
              tick={{ fill: '#94a3b8', fontSize: 11 }}
              tickFormatter={(d) => axisDate(String(d))}
              minTickGap={40}
            />
            <YAxis tick={{ fill: '#94a3b8', fontSize: 11 }} width={56} {...axisProps(y)} />
            <Tooltip
              // On a phone the index's long name would push the values out of the chart's box: wrap.
              wrapperStyle={{ maxWidth: '90%' }}
              contentStyle={{ background: '#0f172a', border: '1px solid #334155', whiteSpace: 'normal' }}
              labelFormatter={(d) => gameDate(String(d))}
              formatter={(v) => `$${Number(v).toLocaleString('en-US')}`}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {drawn.map((n) => (
              <Line
                key={n}
                dataKey={n}
                name={n === 'index' ? game.indexName : n}
                stroke={COLORS[n] ?? '#e2e8f0'}
                dot={false}
                strokeWidth={n === 'you' ? 2.5 : 1.5}
                strokeDasharray={n === 'index' ? '4 3' : undefined}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only" data-testid="chart-summary">
        {summary}
      </figcaption>
    </figure>
  );
}
