import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Maximize2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { timeline, timelineEvents } from '../../../content/timeline';
import { countText } from '../../../core/words';
import { dateText } from '../../lib/dates';
import { useModalRequest } from '../tutor/modals';
import {
  inlineTimeline,
  type Studied,
  type TimelineFilter,
  type TimelineRow,
  timelineRows,
} from './timelineView';

const FILTERS: { id: TimelineFilter; label: string }[] = [
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
  { id: 'year', label: 'Year' },
];

const TYPE_COLOR: Record<string, string> = {
  crash: 'bg-rose-500',
  bubble: 'bg-amber-500',
  crisis: 'bg-orange-500',
  success: 'bg-emerald-500',
  monetary: 'bg-sky-500',
  innovation: 'bg-violet-500',
  regulation: 'bg-slate-400',
  scandal: 'bg-fuchsia-500',
  theory: 'bg-teal-500',
  modern: 'bg-cyan-500',
};

/** The Financial History Timeline with week/month/year filters and an expand modal. */
export function HistoryTimeline({
  studied,
  completed,
  now = new Date(),
}: {
  studied: Studied[];
  completed: ReadonlySet<string>;
  now?: Date;
}) {
  const [filter, setFilter] = useState<TimelineFilter>('month');
  const rows = useMemo(
    () => timelineRows(timelineEvents, studied, completed, filter, now),
    [studied, completed, filter, now],
  );
  const inline = inlineTimeline(rows);
  const studiedCount = rows.filter((r) => r.studiedAt).length;

  return (
    <section
      aria-labelledby="history-timeline"
      className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-timeline" className="text-lg font-semibold">
          Financial History Timeline
        </h2>
        <div className="flex items-center gap-2">
          <fieldset className="flex rounded-lg bg-slate-800 p-0.5" aria-label="Studied in the last">
            {FILTERS.map((f) => (
              <label
                key={f.id}
                className={`inline-flex cursor-pointer items-center rounded-md px-3 py-1 text-xs has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-400 ${filter === f.id ? 'bg-emerald-500 text-slate-950' : 'text-slate-300'}`}
              >
                <input
                  type="radio"
                  name="timeline-filter"
                  value={f.id}
                  checked={filter === f.id}
                  onChange={() => setFilter(f.id)}
                  className="sr-only"
                />
                {f.label}
              </label>
            ))}
          </fieldset>
          <TimelineModal rows={rows} />
        </div>
      </div>
      <p className="mb-3 text-xs text-slate-400" aria-live="polite" data-testid="timeline-studied">
        {studiedCount === 0
          ? `Nothing studied this ${filter} yet. Here is where history can take you.`
          : `${countText(studiedCount, 'event')} studied this ${filter}.`}
      </p>
      <ol className="relative space-y-3 border-l border-slate-700 pl-4">
        {inline.map((r) => (
          <TimelineItem key={r.id} row={r} />
        ))}
      </ol>
    </section>
  );
}

function TimelineItem({ row, long = false }: { row: TimelineRow; long?: boolean }) {
  return (
    <li className="relative">
      <span
        aria-hidden
        className={`absolute -left-[21px] top-1.5 h-2.5 w-2.5 rounded-full ${TYPE_COLOR[row.type] ?? 'bg-slate-400'}`}
      />
      {/* The year keeps its own column, so a long title wraps beside it, not under it. */}
      <div className="flex items-baseline gap-2">
        <span className="shrink-0 font-mono text-sm text-slate-400">{row.year}</span>
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{row.title}</span>
          <span className="text-xs text-slate-400">{row.type}</span>
          {row.completed && (
            <span className="inline-flex items-center gap-1 text-xs text-emerald-400">
              <CheckCircle2 aria-hidden className="h-3 w-3" />
              {row.studiedAt ? `studied ${dateText(row.studiedAt)}` : 'studied'}
            </span>
          )}
        </span>
      </div>
      {long && <p className="mt-1 text-sm text-slate-300">{row.description}</p>}
      {row.storyId && !row.completed && (
        <Link
          to="/lessons/$lessonId"
          params={{ lessonId: row.storyId }}
          className="text-xs text-emerald-400 hover:underline"
        >
          Open the lesson<span className="sr-only">: {row.title}</span>
        </Link>
      )}
    </li>
  );
}

function TimelineModal({ rows }: { rows: TimelineRow[] }) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [open, setOpen] = useState(false);
  // "Open the timeline" (the tutor's open_modal).
  useModalRequest('timeline', () => setOpen(true));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex items-center gap-1 rounded-md bg-slate-800 px-2 py-1 text-xs text-slate-200 hover:bg-slate-700"
        aria-label="Expand the timeline"
      >
        <Maximize2 aria-hidden className="h-3.5 w-3.5" /> Expand
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed inset-2 z-50 overflow-y-auto rounded-2xl border border-slate-700 bg-slate-950 p-5 text-white sm:inset-10">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">Financial History Timeline</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded p-1 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-400">
            Every event, era by era. Events with a lesson open it.
          </Dialog.Description>
          {timeline.map((era) => (
            <section key={era.name} className="mb-6">
              <h3 className="mb-2 text-lg font-semibold text-emerald-300">
                {era.name}{' '}
                <span className="text-sm font-normal text-slate-400">
                  {era.from}–{era.to}
                </span>
              </h3>
              <ol className="relative space-y-4 border-l border-slate-700 pl-4">
                {era.stories.map((e) => {
                  const row = byId.get(e.id);
                  return row ? <TimelineItem key={e.id} row={row} long /> : null;
                })}
              </ol>
            </section>
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
