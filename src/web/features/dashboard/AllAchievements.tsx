import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Lock, Trophy, X } from 'lucide-react';
import { achievementReport } from '../../../core/gamification/achievements';
import { POINTS_MEANING } from '../../../core/gamification/factor-words';
import type { AchievementsAnswer, AchievementView } from '../../../shared/api/progress';
import { api } from '../../lib/api';
import { dateText } from '../../lib/dates';
import { deriveLocal } from '../../lib/learning-state';
import { localUserId, useSession } from '../../lib/session';

// Every achievement, unlocked (with the date) and locked (with progress): GET /api/achievements for
// signed-in learners, the local engine for guests. A failure is silent (spec §8).

async function load(signedIn: boolean): Promise<AchievementsAnswer> {
  if (signedIn) return api<AchievementsAnswer>('/api/achievements');
  const p = deriveLocal();
  const r = achievementReport(p.stats, p.achievements);
  return { ...r };
}

export function AllAchievements() {
  const session = useSession();
  return (
    <Dialog.Root>
      <Dialog.Trigger className="mt-3 text-sm text-emerald-400 hover:underline">
        View all achievements
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed inset-2 z-50 overflow-y-auto rounded-2xl border border-slate-700 bg-slate-950 p-5 text-white sm:inset-10">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">Achievements</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded p-1 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-400">
            Learn every day, earn XP, finish lessons and put in the hours.
          </Dialog.Description>
          <List signedIn={session.isAuthenticated} userId={localUserId(session)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function List({ signedIn, userId }: { signedIn: boolean; userId: string }) {
  const query = useQuery({
    queryKey: ['dashboard', 'achievements', userId, signedIn],
    queryFn: () => load(signedIn),
  });
  if (query.isPending) return <p role="status">Loading achievements…</p>;
  if (query.isError || !query.data) {
    console.warn('Achievements could not be loaded', query.error);
    return <p>Achievements are not available right now.</p>;
  }
  const { unlocked, locked, totalPoints } = query.data;
  return (
    <>
      <p className="text-sm text-slate-300">
        {unlocked.length} of {unlocked.length + locked.length} unlocked · {totalPoints} achievement points
      </p>
      <p className="mb-4 text-xs text-slate-400" data-testid="points-meaning">
        {POINTS_MEANING}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...unlocked, ...locked].map((a) => (
          <Badge key={a.id} a={a} />
        ))}
      </ul>
    </>
  );
}

function Badge({ a }: { a: AchievementView }) {
  return (
    <li
      className={`rounded-xl border p-3 ${a.unlocked ? '' : 'border-slate-800 opacity-80'}`}
      style={a.unlocked ? { borderColor: a.color } : undefined}
    >
      <div className="flex items-center gap-2">
        {a.unlocked ? (
          <Trophy aria-hidden className="h-5 w-5" style={{ color: a.color }} />
        ) : (
          <Lock aria-hidden className="h-5 w-5 text-slate-400" />
        )}
        <span className="font-semibold">{a.name}</span>
        <span className="ml-auto text-xs text-slate-400">
          {a.rarity} · {a.points} points
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-300">{a.description}</p>
      {a.unlocked ? (
        <p className="mt-1 text-xs text-emerald-400">Unlocked {a.unlockedAt ? dateText(a.unlockedAt) : ''}</p>
      ) : (
        <div
          role="progressbar"
          aria-label={`${a.name} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(a.progress * 100)}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-800"
        >
          <div className="h-full bg-slate-400" style={{ width: `${a.progress * 100}%` }} />
        </div>
      )}
    </li>
  );
}
