import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { type AdminFeedbackItem, FEEDBACK_STATUSES, type FeedbackStatus } from '../../../shared/api/admin';
import { api } from '../../lib/api';
import { dtf, Failed, Section } from './parts';

const LABEL: Record<FeedbackStatus, string> = { new: 'New', read: 'Read', done: 'Done' };
/** "marked as read": a status in a sentence, in words, whatever its stored value. */
const markedAs = (status: FeedbackStatus) => `marked as ${LABEL[status].toLowerCase()}`;
const TONE: Record<FeedbackStatus, string> = {
  new: 'bg-sky-900/70 text-sky-100',
  read: 'bg-slate-700 text-slate-100',
  done: 'bg-emerald-900/70 text-emerald-100',
};

/** Every feedback message, newest first, with a status the administrator moves along. */
export function FeedbackInbox() {
  const client = useQueryClient();
  const [filter, setFilter] = useState<FeedbackStatus | 'all'>('all');
  const q = useQuery({
    queryKey: ['admin', 'feedback', filter],
    queryFn: () =>
      api<{ items: AdminFeedbackItem[] }>(
        `/api/admin/feedback${filter === 'all' ? '' : `?status=${filter}`}`,
      ),
  });

  async function mark(item: AdminFeedbackItem, status: FeedbackStatus) {
    try {
      await api(`/api/admin/feedback/${item.id}/status`, { method: 'PUT', body: { status } });
      toast.success(`Feedback ${markedAs(status)}`);
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch {
      toast.error('We could not change the status. Please try again.');
    }
  }

  let body: ReactNode;
  if (q.isPending) body = <p role="status">Loading feedback…</p>;
  else if (q.isError) body = <Failed what="the feedback" error={q.error} onRetry={() => void q.refetch()} />;
  else if (q.data.items.length === 0)
    body = (
      <p className="text-slate-300">
        {filter === 'all'
          ? 'No feedback yet. Messages sent from the Feedback button appear here.'
          : `No feedback ${markedAs(filter)}.`}
      </p>
    );
  else
    body = (
      <ul className="grid gap-3" data-testid="feedback-inbox">
        {q.data.items.map((item) => (
          <li key={item.id} className="rounded-xl bg-slate-800/60 p-3" data-testid="feedback-item">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-300">
              <span className={`rounded-full px-2 py-0.5 font-semibold ${TONE[item.status]}`}>
                {LABEL[item.status]}
              </span>
              <span className="[overflow-wrap:anywhere]">{item.sender ?? 'guest'}</span>
              <span>{dtf.format(new Date(item.createdAt))}</span>
              {item.page && <span className="font-mono [overflow-wrap:anywhere]">{item.page}</span>}
            </div>
            <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{item.message}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {FEEDBACK_STATUSES.filter((s) => s !== item.status).map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => void mark(item, s)}
                  aria-label={`Mark feedback from ${item.sender ?? 'guest'} as ${s}`}
                  className="rounded-md border border-slate-600 px-2 py-1 text-xs font-semibold hover:border-slate-400 pointer-coarse:min-h-11"
                >
                  Mark {s}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Section title="Feedback">
      <fieldset className="mb-3 flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show feedback</legend>
        {(['all', ...FEEDBACK_STATUSES] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={filter === s}
            onClick={() => setFilter(s)}
            className={`rounded-full border px-3 py-1 text-sm pointer-coarse:min-h-11 pointer-coarse:min-w-11 ${
              filter === s
                ? 'border-emerald-400 bg-emerald-900/40 text-white'
                : 'border-slate-600 text-slate-200'
            }`}
          >
            {s === 'all' ? 'All' : LABEL[s]}
          </button>
        ))}
      </fieldset>
      {body}
    </Section>
  );
}
