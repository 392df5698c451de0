import { Link } from '@tanstack/react-router';
import { BookOpen, Check, Gamepad2, GraduationCap, LineChart, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { directLinks } from '../../../core/learning-path/edges';
import type { PathStep, StepKind } from '../../../core/learning-path/path';

// The visual map of a learning path: one node per step, coloured done / next / later, with its
// prerequisites drawn as edges on the left rail: adjacent ones straight, farther ones in a lane beside
// it, those from one step sharing a lane as a trunk that branches. Only direct links are drawn
// (edges.ts); each card still names all it builds on.

const kindIcon: Record<StepKind, LucideIcon> = {
  lesson: BookOpen,
  course: GraduationCap,
  game: Gamepad2,
  simulator: LineChart,
};
const kindLabel: Record<StepKind, string> = {
  lesson: 'Lesson',
  course: 'Course',
  game: 'Crisis game',
  simulator: 'Simulator task',
};
const statusLabel = { done: 'Done', next: 'Next', later: 'Later' } as const;

type Edge = { from: string; to: string; d: string; done: boolean };

// The middle of the numbered circles (pl-5 + half of w-9); the 20 px left of them hold the lanes.
const RAIL_X = 38;

export function PathList({ steps, compact = false }: { steps: readonly PathStep[]; compact?: boolean }) {
  const container = useRef<HTMLOListElement>(null);
  const [edges, setEdges] = useState<Edge[]>([]);
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const measure = () => {
      const centre = new Map<string, number>();
      for (const el of root.querySelectorAll<HTMLElement>('[data-node]')) {
        // The middle of the step's numbered circle, which sits at the top of a card of any height.
        const dot = el.querySelector<HTMLElement>('[data-dot]');
        centre.set(
          el.dataset.node!,
          el.offsetTop + (dot ? dot.offsetTop + dot.offsetHeight / 2 : el.offsetHeight / 2),
        );
      }
      const index = new Map(steps.map((s, i) => [s.id, i]));
      const links = directLinks(steps).filter((l) => centre.has(l.from) && centre.has(l.to));
      const far = (l: { from: string; to: string }) => (index.get(l.to) ?? 0) - (index.get(l.from) ?? 0) > 1;
      // The arcs from one step share one lane, a trunk that branches off to each step it leads to; a
      // step whose trunk overlaps another's in height takes the next lane out from the rail.
      const reach = new Map<string, number>();
      for (const l of links.filter(far))
        reach.set(l.from, Math.max(reach.get(l.from) ?? 0, centre.get(l.to)!));
      const laneOf = new Map<string, number>();
      const ends: number[] = [];
      for (const [from, end] of [...reach].sort((a, b) => centre.get(a[0])! - centre.get(b[0])!)) {
        const start = centre.get(from)!;
        let lane = ends.findIndex((e) => e <= start);
        if (lane < 0) lane = ends.length;
        ends[lane] = end;
        laneOf.set(from, lane);
      }
      const next: Edge[] = links.map(({ from, to }) => {
        const y1 = centre.get(from)!;
        const y2 = centre.get(to)!;
        const lane = laneOf.get(from);
        const x = far({ from, to }) && lane !== undefined ? Math.max(2, RAIL_X - 24 - lane * 6) : RAIL_X;
        // Square corners rounded by 12 px: every branch of a trunk follows the same line until it turns.
        const d =
          x === RAIL_X
            ? `M ${RAIL_X} ${y1} L ${RAIL_X} ${y2}`
            : `M ${RAIL_X} ${y1} Q ${x} ${y1} ${x} ${y1 + 12} L ${x} ${y2 - 12} Q ${x} ${y2} ${RAIL_X} ${y2}`;
        return { from, to, d, done: steps[index.get(from)!]?.status === 'done' };
      });
      setEdges(next);
      setHeight(root.scrollHeight);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(root);
    return () => observer?.disconnect();
  }, [steps]);

  return (
    <div className="relative">
      <svg
        aria-hidden
        className="pointer-events-none absolute top-0 left-0"
        width={RAIL_X + 4}
        height={height}
      >
        {edges.map((e) => (
          <path
            key={`${e.from}>${e.to}`}
            d={e.d}
            fill="none"
            strokeWidth={2}
            className={e.done ? 'stroke-emerald-500/70' : 'stroke-slate-600'}
            strokeDasharray={e.done ? undefined : '4 4'}
          />
        ))}
      </svg>
      <ol ref={container} aria-label="Learning path steps" className={compact ? 'space-y-2' : 'space-y-3'}>
        {steps.map((s, i) => (
          <Node key={s.id} step={s} index={i} compact={compact} />
        ))}
      </ol>
    </div>
  );
}

function Node({ step, index, compact }: { step: PathStep; index: number; compact: boolean }) {
  const Icon = kindIcon[step.kind];
  const tone =
    step.status === 'done'
      ? 'border-emerald-700/60 bg-emerald-950/30'
      : step.status === 'next'
        ? 'border-amber-400 bg-amber-500/10 shadow-lg shadow-amber-500/10'
        : 'border-slate-800 bg-slate-900/60';
  const dot =
    step.status === 'done'
      ? 'bg-emerald-500 text-slate-950'
      : step.status === 'next'
        ? 'bg-amber-400 text-slate-950 ring-4 ring-amber-400/30'
        : 'bg-slate-800 text-slate-300';
  return (
    <li data-node={step.id} data-status={step.status} className="relative flex items-start gap-3 pl-5">
      <span
        aria-hidden
        data-dot
        className={`relative z-10 mt-3 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${dot}`}
      >
        {step.status === 'done' ? <Check className="h-5 w-5" /> : index + 1}
      </span>
      <div className={`min-w-0 flex-1 rounded-xl border p-3 ${tone}`}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="inline-flex items-center gap-1 text-slate-300">
            <Icon aria-hidden className="h-3.5 w-3.5" /> {kindLabel[step.kind]}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ${step.status === 'done' ? 'bg-emerald-500/20 text-emerald-300' : step.status === 'next' ? 'bg-amber-400/20 text-amber-200' : 'bg-slate-800 text-slate-300'}`}
          >
            {statusLabel[step.status]}
          </span>
        </div>
        <h3 className="mt-1 font-semibold break-words text-white">{step.title}</h3>
        {!compact && <p className="mt-0.5 text-sm text-slate-300">{step.reason}</p>}
        {compact && step.status !== 'done' && <p className="mt-0.5 text-sm text-slate-400">{step.reason}</p>}
        {step.mastery !== null && (
          <div className="mt-2 flex items-center gap-2 text-xs text-slate-300">
            <span>Mastery</span>
            <meter
              aria-label={`Mastery of ${step.title}`}
              min={0}
              max={100}
              low={40}
              high={75}
              optimum={100}
              value={step.mastery}
              className="h-2 w-24"
            />
            <span>{step.mastery}%</span>
          </div>
        )}
        {!compact && step.status !== 'done' && (
          <Link
            to={step.to}
            className={`mt-2 inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold pointer-coarse:min-h-11 pointer-coarse:px-4 ${step.status === 'next' ? 'bg-amber-400 text-slate-950 hover:bg-amber-300' : 'border border-slate-600 text-slate-200 hover:bg-slate-800'}`}
          >
            {step.status === 'next' ? 'Start' : 'Open'}
            <span className="sr-only">: {step.title}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
