// The payoff of option legs at expiry and today, as a line chart (recharts loads with the options screens).
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type Leg, type Market, payoffCurve } from '../../../core/options';
import { chartSummary } from '../../lib/chartSummary';
import { axisUsd, usd } from '../trading/format';

export function PayoffChart({ legs, market, label }: { legs: Leg[]; market: Market; label: string }) {
  const from = Math.max(0.01, market.spot * 0.7);
  const to = market.spot * 1.3;
  const data = payoffCurve(legs, market, from, to, 60);
  return (
    <figure aria-label={label} className="w-full">
      {/* The text alternative; the drawing itself is hidden from assistive technology. */}
      <p className="sr-only">
        {chartSummary(
          `Profit or loss against the price of the underlying, price now ${usd(market.spot)}`,
          [usd(from), usd(to)],
          [
            { name: 'At expiry', values: data.map((d) => d.expiry) },
            { name: 'Today', values: data.map((d) => d.today) },
          ],
          usd,
        )}
      </p>
      <div className="h-56" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#1e293b" strokeDasharray="3 3" />
            <XAxis
              dataKey="price"
              type="number"
              domain={[from, to]}
              tickFormatter={axisUsd}
              stroke="#94a3b8"
              fontSize={11}
            />
            <YAxis tickFormatter={axisUsd} stroke="#94a3b8" fontSize={11} width={56} />
            <Tooltip
              formatter={(v) => usd(Number(v))}
              labelFormatter={(v) => `Price ${usd(Number(v))}`}
              contentStyle={{ background: '#0f172a', border: '1px solid #334155' }}
            />
            <ReferenceLine y={0} stroke="#64748b" />
            <ReferenceLine x={market.spot} stroke="#38bdf8" strokeDasharray="4 4" />
            <Line
              type="linear"
              dataKey="expiry"
              name="At expiry"
              stroke="#34d399"
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="today"
              name="Today"
              stroke="#fbbf24"
              dot={false}
              strokeWidth={2}
              strokeDasharray="5 3"
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-xs text-slate-300">
        <span>
          <span aria-hidden className="mr-1 inline-block h-0.5 w-4 bg-emerald-400 align-middle" />
          At expiry
        </span>
        <span>
          <span aria-hidden className="mr-1 inline-block h-0.5 w-4 bg-amber-400 align-middle" />
          Today
        </span>
        <span>
          <span aria-hidden className="mr-1 inline-block h-0.5 w-4 bg-sky-400 align-middle" />
          Price now
        </span>
      </figcaption>
    </figure>
  );
}
