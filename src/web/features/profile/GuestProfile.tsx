import { Link } from '@tanstack/react-router';
import { Award, BookOpen, Star, UserCircle } from 'lucide-react';
import { achievements as allAchievements } from '../../../content/achievements';
import { levelTitle } from '../../../core/gamification/levels';
import { deriveLocal } from '../../lib/learning-state';
import { EarnedAchievements } from './EarnedAchievements';

const nf = new Intl.NumberFormat('en-US');

/**
 * A guest's Profile: what they have earned on this device (the same engine as the dashboard), and
 * what an account adds. A new account made on this device takes the lessons, XP and achievements
 * along (src/web/lib/guest-carry); the paper portfolio stays here.
 */
export function GuestProfile() {
  const p = deriveLocal();
  const perks = [
    'Your lessons, quizzes and crisis games from guest mode come with you, with their XP and achievements',
    'Your XP, level and title, kept across devices',
    'Daily streaks and your longest streak',
    'Certificates, such as the Options & Derivatives Specialist',
    'A profile picture, name and username',
    'Your data downloadable as a file at any time',
  ];
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        aria-labelledby="guest-progress-title"
        className="content-start rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
      >
        <h2 id="guest-progress-title" className="text-lg font-semibold">
          Your progress on this device
        </h2>
        <p className="mt-1 text-sm font-semibold text-emerald-300">
          Level {p.level} · {levelTitle(p.level)}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-slate-800/60 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-slate-300">
              <Star aria-hidden className="h-3.5 w-3.5" /> XP
            </dt>
            <dd className="mt-1 text-lg font-bold">{nf.format(p.totalXP)}</dd>
          </div>
          <div className="rounded-xl bg-slate-800/60 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-slate-300">
              <BookOpen aria-hidden className="h-3.5 w-3.5" /> Lessons completed
            </dt>
            <dd className="mt-1 text-lg font-bold">{nf.format(p.completedLessons.length)}</dd>
          </div>
        </dl>
        <h3 className="mt-5 mb-2 flex items-center gap-2 font-semibold">
          <Award aria-hidden className="h-4 w-4 text-amber-300" /> Achievements ({p.achievements.length} of{' '}
          {allAchievements.length})
        </h3>
        <EarnedAchievements earned={p.achievements} />
      </section>

      <section
        aria-labelledby="guest-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
      >
        <UserCircle aria-hidden className="mb-3 h-12 w-12 text-emerald-300" />
        <h2 id="guest-title" className="text-2xl font-bold">
          Save your progress with a free account
        </h2>
        <p className="mt-2 text-slate-300">
          In Guest Mode your progress stays on this device only. With an account you get:
        </p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {perks.map((perk) => (
            <li key={perk} className="flex items-start gap-2 rounded-xl bg-slate-800/60 p-3">
              <Star aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" /> {perk}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-400">
          Your guest paper portfolio is not moved: it stays on this device, and Export in the Simulator saves
          a copy.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/signup"
            className="inline-flex min-h-11 items-center rounded-lg bg-emerald-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400"
          >
            Create a free account
          </Link>
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-600 px-5 py-2.5 font-semibold hover:border-slate-400"
          >
            Sign in
          </Link>
        </div>
      </section>
    </div>
  );
}
