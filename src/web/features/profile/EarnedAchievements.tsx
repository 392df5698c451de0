import { Link } from '@tanstack/react-router';
import { achievements as allAchievements } from '../../../content/achievements';
import type { Unlocked } from '../../../core/gamification/achievements';
import { dateText } from '../../lib/dates';

const names = new Map(allAchievements.map((a) => [a.id, a.name]));

/** The achievements a learner has earned, newest first, or how to earn the first (Profile, signed in or guest). */
export function EarnedAchievements({
  earned,
  wide = false,
}: {
  earned: readonly Unlocked[];
  wide?: boolean;
}) {
  if (earned.length === 0)
    return (
      <p className="text-sm text-slate-300">
        None yet. Finish a lesson from{' '}
        <Link to="/library" className="text-emerald-300 underline">
          Courses
        </Link>{' '}
        to earn one.
      </p>
    );
  const newest = [...earned].sort((a, b) => b.unlockedAt.localeCompare(a.unlockedAt));
  return (
    <ul className={`grid gap-2 ${wide ? 'sm:grid-cols-2' : ''}`}>
      {newest.map((a) => (
        <li key={a.id} className="rounded-xl bg-slate-800/60 p-3">
          <p className="font-semibold">{names.get(a.id) ?? a.id}</p>
          <p className="text-xs text-slate-400">Earned {dateText(a.unlockedAt)}</p>
        </li>
      ))}
    </ul>
  );
}
