import { useId, useMemo, useState } from 'react';
import type { ChartPage, Lesson } from '../../../content/schema';
import { chartDataset } from '../../../core/charts/datasets';
import {
  dayOf,
  niceTicks,
  percentChange,
  placeBadges,
  scaleOf,
  summarize,
  valueAt,
  windowPoints,
} from '../../../core/charts/geometry';
import { useBoxSize } from '../../lib/useBoxSize';

// A chart of what really happened, drawn as plain SVG: the shipped series over the page's window,
// the events marked with letters, the reader's decisions with numbers and the choice made at each.
// Loaded lazily by the chart page, with its datasets (the S&P 500 series among them).

type Chart = ChartPage['chart'];

export const NOT_DECIDED = 'Not decided yet';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
export const formatDate = (date: string) => dateFormat.format(asDate(date));

export function formatValue(v: number): string {
  if (v >= 1000) return Math.round(v).toLocaleString('en-US');
  if (v >= 100) return v.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return v.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** First days of years (long windows) or of months (short ones), about `count` of them. */
function dateTicks(from: string, to: string, count: number): { date: string; label: string }[] {
  const start = asDate(from);
  const end = asDate(to);
  const years = end.getUTCFullYear() - start.getUTCFullYear();
  const out: { date: string; label: string }[] = [];
  if (years * 12 + end.getUTCMonth() - start.getUTCMonth() >= 18) {
    const step = Math.max(1, Math.ceil(years / count));
    for (let y = start.getUTCFullYear() + 1; y <= end.getUTCFullYear(); y += step)
      out.push({ date: `${y}-01-01`, label: String(y) });
    return out;
  }
  const months = years * 12 + end.getUTCMonth() - start.getUTCMonth();
  const step = Math.max(1, Math.ceil(months / count));
  for (let m = 1; m <= months; m += step) {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1));
    const date = d.toISOString().slice(0, 10);
    out.push({ date, label: monthFormat.format(d) });
  }
  return out;
}

/** Powers of ten inside [min, max], every second or third one when there are more than `count`. */
function logTicks(min: number, max: number, count: number): number[] {
  const first = Math.ceil(Math.log10(min));
  const last = Math.floor(Math.log10(max));
  const step = Math.max(1, Math.ceil((last - first + 1) / count));
  const out: number[] = [];
  for (let p = first; p <= last; p += step) out.push(10 ** p);
  return out;
}

export type Marker = {
  key: string;
  kind: 'event' | 'decision';
  /** A, B, … for events; 1, 2, … for decisions. */
  badge: string;
  date: string;
  label: string;
  value: number;
  /** For decisions: the title of the choice the reader made, or NOT_DECIDED. */
  choice?: string;
};

/** The markers of a chart, with the line's value on each date and the reader's choice at each decision. */
export function chartMarkers(
  chart: Chart,
  points: readonly { date: string; value: number }[],
  lesson: Lesson,
  choices: Readonly<Record<string, string>>,
  kind: 'linear' | 'log' = 'linear',
): Marker[] {
  const events: Marker[] = chart.events.map((e, i) => ({
    key: `event-${i}`,
    kind: 'event',
    badge: String.fromCharCode(65 + i),
    date: e.date,
    label: e.label,
    value: valueAt(points, e.date, kind) ?? 0,
  }));
  const decisions: Marker[] = chart.decisions.map((d, i) => {
    const page = lesson.pages.find((p) => p.id === d.pageId);
    const chosenId = choices[d.pageId];
    const chosen =
      page?.type === 'decision-point' ? page.decision.choices.find((c) => c.id === chosenId) : undefined;
    return {
      key: `decision-${d.pageId}`,
      kind: 'decision',
      badge: String(i + 1),
      date: d.date,
      label: d.label,
      value: valueAt(points, d.date, kind) ?? 0,
      choice: chosen?.title ?? NOT_DECIDED,
    };
  });
  return [...events, ...decisions];
}

/** Events happened on a day; a decision's date is story time, so it is given to the month. */
const whenOf = (m: Marker) => (m.kind === 'event' ? formatDate(m.date) : monthFormat.format(asDate(m.date)));

function markerText(m: Marker, unit: string): string {
  const label = /[.?!]$/.test(m.label) ? m.label : `${m.label}.`;
  const head = `${m.kind === 'event' ? 'Event' : 'Your decision'} ${m.badge}, ${whenOf(m)}: ${label}`;
  const choice = m.kind === 'decision' ? ` You chose: ${m.choice}.` : '';
  return `${head}${choice} The line stood at about ${formatValue(m.value)} ${unit}.`;
}

export function StoryChart({
  chart,
  lesson,
  choices,
}: {
  chart: Chart;
  lesson: Lesson;
  choices: Readonly<Record<string, string>>;
}) {
  const data = chartDataset(chart.series);
  const points = useMemo(
    () => windowPoints(data.points, chart.window.from, chart.window.to),
    [data, chart.window.from, chart.window.to],
  );
  const markers = chartMarkers(chart, points, lesson, choices, data.scale);
  const summary = summarize(points);
  // The drawing is laid out for its box's width instead of scaled (640 until the box is measured).
  const [boxRef, box] = useBoxSize();
  const width = box?.width ?? 640;
  const [selected, setSelected] = useState<string | undefined>();
  const id = useId();

  const narrow = width < 480;
  const height = narrow ? 240 : 300;
  const margin = { left: narrow ? 44 : 56, right: 14, top: 18, bottom: 26 };
  const kind = data.scale ?? 'linear';
  const values = points.map((p) => p.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = kind === 'log' ? 1 : (hi - lo) * 0.08 || hi * 0.05;
  const domain: [number, number] = kind === 'log' ? [lo / 1.3, hi * 1.3] : [Math.max(0, lo - pad), hi + pad];
  const fromDay = dayOf(chart.window.from);
  const toDay = dayOf(chart.window.to);
  const x = (date: string) =>
    scaleOf(
      [fromDay, toDay],
      [margin.left, width - margin.right],
    )(Math.min(toDay, Math.max(fromDay, dayOf(date))));
  const y = scaleOf(domain, [height - margin.bottom, margin.top], kind);
  const yTicks =
    kind === 'log'
      ? logTicks(domain[0], domain[1], narrow ? 4 : 6)
      : niceTicks(domain[0], domain[1], narrow ? 4 : 5);
  const xTicks = dateTicks(chart.window.from, chart.window.to, narrow ? 3 : 6);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.date).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join('');
  const sparse = points.length <= 40;
  const active = markers.find((m) => m.key === selected);
  // Events prefer a badge above the line, decisions below; badges on nearby days move apart.
  const badgeY = placeBadges(
    markers.map((m) => ({ x: x(m.date), y: y(m.value), side: m.kind === 'event' ? -1 : 1 })),
    { top: margin.top - 8, bottom: height - margin.bottom + 8, size: 22 },
  );
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;

  return (
    <figure className="my-4" data-story-chart={chart.series}>
      <div ref={boxRef} className="w-full rounded-xl bg-slate-950/60">
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing holding focusable markers is a group, not a fieldset */}
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="block max-w-full"
        >
          <title id={titleId}>
            {data.title}, {formatDate(chart.window.from)} to {formatDate(chart.window.to)}
          </title>
          <desc id={descId}>
            {summary
              ? `From ${formatValue(summary.start.value)} to ${formatValue(summary.end.value)} ${data.unit} (${percentChange(summary.start.value, summary.end.value)}%); high ${formatValue(summary.high.value)} on ${formatDate(summary.high.date)}, low ${formatValue(summary.low.value)} on ${formatDate(summary.low.date)}.`
              : 'No data in this window.'}
          </desc>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: axes and line are decoration (the table below holds the figures); nothing in this group is focusable */}
          <g aria-hidden="true">
            {yTicks.map((t) => (
              <g key={t}>
                <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} stroke="#1e293b" />
                <text x={margin.left - 6} y={y(t) + 4} textAnchor="end" fontSize={11} fill="#94a3b8">
                  {t >= 10_000 ? compact.format(t) : formatValue(t)}
                </text>
              </g>
            ))}
            {xTicks.map((t) => (
              <text
                key={t.date}
                x={x(t.date)}
                y={height - 8}
                textAnchor="middle"
                fontSize={11}
                fill="#94a3b8"
              >
                {t.label}
              </text>
            ))}
            {markers
              .filter((m) => m.kind === 'event')
              .map((m) => (
                <line
                  key={m.key}
                  x1={x(m.date)}
                  x2={x(m.date)}
                  y1={margin.top}
                  y2={height - margin.bottom}
                  stroke="#fbbf24"
                  strokeDasharray="4 3"
                  strokeOpacity={0.7}
                />
              ))}
            <path d={path} fill="none" stroke="#38bdf8" strokeWidth={2} strokeLinejoin="round" />
            {sparse &&
              points.map((p) => (
                <circle key={p.date} cx={x(p.date)} cy={y(p.value)} r={2.5} fill="#38bdf8" />
              ))}
          </g>
          {markers.map((m, i) => {
            const cx = x(m.date);
            const cy = y(m.value);
            const isEvent = m.kind === 'event';
            const by = badgeY[i]!;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG marker cannot be an HTML button
              <g
                key={m.key}
                role="button"
                tabIndex={0}
                aria-label={markerText(m, data.unit)}
                aria-pressed={selected === m.key}
                data-marker={m.kind}
                className="cursor-pointer outline-none [&:focus-visible>circle.ring]:stroke-white"
                onClick={() => setSelected(m.key)}
                onFocus={() => setSelected(m.key)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    setSelected(m.key);
                  }
                }}
              >
                <line x1={cx} x2={cx} y1={cy} y2={by} stroke={isEvent ? '#fbbf24' : '#34d399'} />
                <circle cx={cx} cy={cy} r={4} fill={isEvent ? '#fbbf24' : '#34d399'} />
                <circle
                  className="ring"
                  cx={cx}
                  cy={by}
                  r={10}
                  fill={isEvent ? '#78350f' : '#064e3b'}
                  stroke={selected === m.key ? '#ffffff' : isEvent ? '#fbbf24' : '#34d399'}
                  strokeWidth={2}
                />
                <text
                  x={cx}
                  y={by + 4}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={700}
                  fill={isEvent ? '#fde68a' : '#a7f3d0'}
                >
                  {m.badge}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p
        aria-live="polite"
        className="mt-2 min-h-[1.5rem] text-sm text-slate-100"
        data-testid="marker-detail"
      >
        {active ? markerText(active, data.unit) : 'Select a marker on the line, or read the list below.'}
      </p>
      <ol aria-label="Marked on the chart" className="mt-2 space-y-2 text-sm">
        {markers.map((m) => (
          <li
            key={m.key}
            data-marker-item={m.kind}
            className={`flex gap-2 rounded-lg p-2 ${m.kind === 'event' ? 'bg-amber-500/10' : 'bg-emerald-500/10'}`}
          >
            <span
              aria-hidden
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${m.kind === 'event' ? 'bg-amber-900 text-amber-100' : 'bg-emerald-900 text-emerald-100'}`}
            >
              {m.badge}
            </span>
            <span className="min-w-0 text-slate-200">
              <strong className="text-white">
                {m.kind === 'event' ? 'Event' : 'Your decision'} · {whenOf(m)}:
              </strong>{' '}
              {m.label}
              {m.kind === 'decision' && (
                <>
                  {' '}
                  <span className={m.choice === NOT_DECIDED ? 'text-slate-400 italic' : 'text-emerald-200'}>
                    {m.choice === NOT_DECIDED ? NOT_DECIDED : `You chose: ${m.choice}`}
                  </span>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      {/* A table is never narrower than its content, so the hiding box is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>
            {data.title}: the figures behind the chart ({data.unit})
          </caption>
          <thead>
            <tr>
              <th scope="col">Point</th>
              <th scope="col">Date</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {summary &&
              (
                [
                  ['Start', summary.start],
                  ['Highest', summary.high],
                  ['Lowest', summary.low],
                  ['End', summary.end],
                ] as const
              ).map(([name, p]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{formatDate(p.date)}</td>
                  <td>{formatValue(p.value)}</td>
                </tr>
              ))}
            {markers.map((m) => (
              <tr key={m.key}>
                <th scope="row">
                  {m.kind === 'event'
                    ? `Event ${m.badge}: ${m.label}`
                    : `Your decision ${m.badge}: ${m.label} (${m.choice})`}
                </th>
                <td>{whenOf(m)}</td>
                <td>{formatValue(m.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-3 text-sm text-slate-300">
        {chart.caption}
        <span className="mt-1 block text-xs text-slate-400">Source: {chart.source}</span>
      </figcaption>
    </figure>
  );
}
