import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { countText } from '../../../core/words';
import type { ConversationDto, ConversationsAnswer } from '../../../shared/api/tutor';
import { useFocusRescue } from '../../app/focus';
import { api } from '../../lib/api';
import { dateTimeText } from '../../lib/dates';

// Past conversations of a signed-in learner: open one to continue it, or delete it.

export function History({
  signedIn,
  onOpen,
  onNew,
  onDeleted,
}: {
  signedIn: boolean;
  onOpen(c: ConversationDto): void;
  onNew(): void;
  onDeleted(id: string): void;
}) {
  const client = useQueryClient();
  // After a deletion focus goes to the next conversation's Delete (or the one before, or New
  // conversation), not to <body> with the row that went.
  const box = useRef<HTMLDivElement>(null);
  const deletedAt = useRef(0);
  useFocusRescue(box, () => {
    const rows = box.current?.querySelectorAll<HTMLElement>('[data-delete-conversation]') ?? [];
    return rows[Math.min(deletedAt.current, rows.length - 1)] ?? box.current?.querySelector('button');
  });
  const list = useQuery({
    queryKey: ['tutor', 'conversations'],
    queryFn: () => api<ConversationsAnswer>('/api/chat/conversations'),
    enabled: signedIn,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/chat/conversations/${id}`, { method: 'DELETE' }),
    onSuccess: (_done, id) => {
      onDeleted(id);
      return client.invalidateQueries({ queryKey: ['tutor', 'conversations'] });
    },
  });

  if (!signedIn)
    return (
      <p className="p-4 text-sm text-slate-300">
        As a guest, your questions are answered but not kept. Sign in and your conversations are saved here,
        so you can pick one up later or delete it.
      </p>
    );
  if (list.isPending) return <p className="p-4 text-sm text-slate-300">Loading your conversations…</p>;
  if (list.isError)
    return (
      <div className="p-4 text-sm text-slate-300">
        <p>Your conversations could not be loaded.</p>
        <button type="button" onClick={() => list.refetch()} className="mt-2 text-emerald-300 underline">
          Try again
        </button>
      </div>
    );
  const conversations = list.data.conversations;
  return (
    <div ref={box} className="p-3">
      <button
        type="button"
        onClick={onNew}
        className="mb-3 w-full rounded-lg border border-slate-700 px-3 py-2 text-sm font-medium text-emerald-300 hover:bg-slate-800"
      >
        New conversation
      </button>
      {conversations.length === 0 ? (
        <p className="text-sm text-slate-300">
          No conversations yet. Ask your first question and it is kept here.
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Past conversations">
          {conversations.map((c, i) => (
            <li key={c.id} className="flex items-center gap-2 rounded-lg bg-slate-900 p-2">
              <button
                type="button"
                onClick={() => onOpen(c)}
                className="min-w-0 flex-1 text-left text-sm hover:text-emerald-300"
              >
                <span className="block truncate font-medium">{c.title}</span>
                <span className="block text-xs text-slate-400">
                  {dateTimeText(c.updatedAt)} · {countText(c.messages.length, 'message')}
                </span>
              </button>
              <button
                type="button"
                aria-label={`Delete conversation: ${c.title}`}
                data-delete-conversation
                // aria-disabled while one is deleted: a disabled button would drop its focus.
                aria-disabled={remove.isPending || undefined}
                onClick={() => {
                  if (remove.isPending) return;
                  deletedAt.current = i;
                  remove.mutate(c.id);
                }}
                className="rounded-md p-2 text-slate-400 hover:bg-slate-800 hover:text-rose-300 aria-disabled:opacity-50"
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p className="mt-2 text-sm text-rose-300">
          That conversation could not be deleted. Please try again.
        </p>
      )}
    </div>
  );
}
