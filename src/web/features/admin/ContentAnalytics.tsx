import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { countText } from '../../../core/words';
import type { AdminContentAnswer, ContentLesson } from '../../../shared/api/admin';
import { api } from '../../lib/api';
import { Failed, Section } from './parts';

const SORTS = {
  started: { label: 'Most started', by: (a: ContentLesson, b: ContentLesson) => b.started - a.started },
  rate: {
    label: 'Lowest completion rate',
    by: (a: ContentLesson, b: ContentLesson) => a.completionRate - b.completionRate || b.started - a.started,
  },
} as const;
type SortKey = keyof typeof SORTS;

/** Per lesson: starts, completions, quiz accuracy per question and where learners stop (issue 13). */
export function ContentAnalytics() {
  const q = useQuery({
    queryKey: ['admin', 'content'],
    queryFn: () => api<AdminContentAnswer>('/api/admin/content'),
  });
  const [sort, setSort] = useState<SortKey>('started');
  const [open, setOpen] = useState<string | null>(null);
  if (q.isPending)
    return (
      <Section title="Content">
        <p role="status">Loading…</p>
      </Section>
    );
  if (q.isError)
    return (
      <Section title="Content">
        <Failed what="the content analytics" error={q.error} onRetry={() => void q.refetch()} />
      </Section>
    );
  const lessons = [...q.data.lessons].sort(SORTS[sort].by);
  if (lessons.length === 0)
    return (
      <Section title="Content">
        <p className="text-slate-300">No learner has opened a lesson yet.</p>
      </Section>
    );
  return (
    <Section title="Content">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-slate-300">
          Learners who opened each lesson and who finished it. Open a lesson for its quiz accuracy and
          drop-off.
        </p>
        <label className="flex items-center gap-2">
          Sort by
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            className="rounded-lg border border-slate-700 bg-slate-900 px-2 py-1 pointer-coarse:min-h-11"
          >
            {Object.entries(SORTS).map(([key, s]) => (
              <option key={key} value={key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lessons: learners who started and completed them</caption>
          <thead className="text-slate-300">
            <tr>
              <th className="py-1 pr-2 font-medium">Lesson</th>
              <th className="py-1 pr-2 text-right font-medium">Started</th>
              <th className="py-1 pr-2 text-right font-medium">Completed</th>
              <th className="py-1 text-right font-medium">Rate</th>
            </tr>
          </thead>
          <tbody>
            {lessons.map((l) => {
              const expanded = open === l.lessonId;
              const Icon = expanded ? ChevronDown : ChevronRight;
              return (
                <Fragment key={l.lessonId}>
                  <tr className="border-t border-slate-800 align-top">
                    <td className="py-1.5 pr-2">
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={`content-${l.lessonId}`}
                        onClick={() => setOpen(expanded ? null : l.lessonId)}
                        className="flex items-start gap-1 rounded text-left text-slate-100 hover:text-emerald-300 pointer-coarse:min-h-11 pointer-coarse:py-3"
                      >
                        <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                        {l.title}
                      </button>
                    </td>
                    <td className="py-1.5 pr-2 text-right">{l.started}</td>
                    <td className="py-1.5 pr-2 text-right">{l.completed}</td>
                    <td className="py-1.5 text-right">{l.completionRate}%</td>
                  </tr>
                  {expanded && (
                    <tr id={`content-${l.lessonId}`}>
                      <td colSpan={4} className="pb-4">
                        <LessonDetail lesson={l} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function LessonDetail({ lesson }: { lesson: ContentLesson }) {
  const stopped = lesson.dropOff.reduce((n, d) => n + d.learners, 0);
  return (
    <div className="grid gap-4 rounded-xl bg-slate-950/60 p-3 md:grid-cols-2">
      <div className="min-w-0">
        <h3 className="mb-1 font-semibold">Quiz accuracy (first answer)</h3>
        {lesson.questions.length === 0 ? (
          <p className="text-slate-300">This lesson has no quiz.</p>
        ) : (
          <ol className="space-y-1">
            {lesson.questions.map((q) => (
              <li key={q.index} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {q.index + 1}. {q.question}
                </span>
                <span className="shrink-0 text-right text-slate-200">
                  {q.correctRate === null ? (
                    'not answered'
                  ) : (
                    <>
                      {q.correctRate}% right
                      <span className="block text-xs text-slate-400">
                        of {countText(q.answered, 'learner')}
                      </span>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="min-w-0">
        <h3 className="mb-1 font-semibold">Where learners drop off</h3>
        <p className="mb-1 text-slate-300">
          Learners who started and did not finish, by the furthest page they reached in the story (none counts
          as 0%).
        </p>
        {stopped === 0 ? (
          <p className="text-slate-300">Everyone who started finished.</p>
        ) : (
          <ul className="space-y-1">
            {lesson.dropOff.map((d) => (
              <li key={d.bucket} className="flex items-center gap-2">
                <span className="w-16 shrink-0">{d.bucket}</span>
                <span
                  className="h-2 rounded bg-amber-400"
                  style={{ width: `${(d.learners / stopped) * 60}%` }}
                />
                <span>{countText(d.learners, 'learner')}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
