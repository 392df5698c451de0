import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, RefreshCw, Trophy } from 'lucide-react';
import { useState } from 'react';
import { TIERS } from '../../../core/leagues/leagues';
import { countText } from '../../../core/words';
import type { LeagueAnswer } from '../../../shared/api/leagues';
import { NameWithYou } from '../../app/NameWithYou';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

// The dashboard's weekly league (issue 21 point 4, decision 0016): the learner's table this week,
// their place and the time left; guests see what a league is and how to join one.

const SHOWN = 10;

/** "2 days 5 h left", "3 h 20 min left", "under a minute left". */
export function timeLeft(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${countText(days, 'day')} ${hours} h left`;
  if (minutes >= 60) return `${hours} h ${minutes % 60} min left`;
  return minutes > 0 ? `${minutes} min left` : 'under a minute left';
}

export function LeagueCard() {
  const session = useSession();
  return (
    <section
      aria-labelledby="league-title"
      className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5"
    >
      <h2 id="league-title" className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <Trophy aria-hidden className="h-5 w-5 text-amber-300" /> Weekly league
      </h2>
      {session.isAuthenticated ? <SignedInLeague /> : <GuestPreview />}
    </section>
  );
}

function SignedInLeague() {
  const query = useQuery({
    queryKey: ['leagues', 'current'],
    queryFn: () => api<LeagueAnswer>('/api/leagues/current'),
    refetchInterval: 60_000,
  });
  if (query.isPending)
    return (
      <p role="status" className="h-24 animate-pulse rounded-xl bg-slate-800/60 p-3 text-sm text-slate-400">
        Loading your league…
      </p>
    );
  if (query.isError || !query.data)
    return (
      <div role="alert" className="text-sm">
        <p className="mb-2">We could not load your league.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="inline-flex items-center gap-2 rounded-lg bg-slate-800 px-3 py-1.5 hover:bg-slate-700"
        >
          <RefreshCw aria-hidden className="h-4 w-4" /> Try again
        </button>
      </div>
    );
  return <LeagueTable league={query.data} />;
}

function LeagueTable({ league }: { league: LeagueAnswer }) {
  const [all, setAll] = useState(false);
  const left = timeLeft(league.secondsLeft);
  if (!league.placed)
    return (
      <p className="text-sm text-slate-300" data-testid="league-status">
        {waitingWords(league.myWeeklyXp)} <strong className="text-white">{league.tierName}</strong> league
        when this week ends (Monday 00:00 UTC, in {left.replace(' left', '')}): up to 30 learners, ranked by
        the XP they earn that week.
      </p>
    );
  const me = league.standings.find((s) => s.isMe);
  const rows = all ? league.standings : league.standings.slice(0, SHOWN);
  const size = league.standings.length;
  return (
    <>
      <p className="mb-3 text-sm text-slate-300" data-testid="league-status">
        <strong className="text-white">{league.tierName}</strong> league · you are{' '}
        <strong className="text-white">#{me?.rank ?? '–'}</strong> of {size} ·{' '}
        <span className="whitespace-nowrap">{left}</span>
      </p>
      <ol aria-label={`${league.tierName} league table`} className="space-y-1 text-sm">
        {rows.map((s) => {
          const up = s.rank <= league.movesUp;
          const down = s.rank > size - league.movesDown;
          return (
            <li
              key={s.rank}
              className={`flex items-center gap-2 rounded-lg px-2 py-1.5 ${s.isMe ? 'bg-amber-400/15 ring-1 ring-amber-300/50' : ''}`}
            >
              <span className="w-6 text-right tabular-nums text-slate-400">{s.rank}</span>
              {up ? (
                <ArrowUp aria-label="moves up" className="h-4 w-4 text-emerald-300" />
              ) : down ? (
                <ArrowDown aria-label="moves down" className="h-4 w-4 text-rose-300" />
              ) : (
                <span aria-hidden className="w-4" />
              )}
              <NameWithYou name={s.name} isMe={s.isMe} youClassName="" />
              <span className="tabular-nums text-slate-300">{s.weeklyXp} XP</span>
            </li>
          );
        })}
      </ol>
      {me && !rows.includes(me) && (
        <p className="mt-1 px-2 text-sm">
          You: #{me.rank} · {me.weeklyXp} XP
        </p>
      )}
      {size > SHOWN && (
        <button type="button" onClick={() => setAll(!all)} className="mt-2 text-sm text-sky-300 underline">
          {all ? 'Show the top 10' : `Show all ${size}`}
        </button>
      )}
      <p className="mt-3 text-xs text-slate-400">
        {movement(league.movesUp, league.movesDown)} when the week ends (Monday 00:00 UTC). Others’ XP is
        updated every minute.
      </p>
    </>
  );
}

/**
 * Before placement (decision 0016: a learner who first earns XP mid-week joins the next Monday),
 * what is true now: with XP this week they are in; without, XP this week gets them in. Followed by
 * the tier's name and when the week ends.
 */
export function waitingWords(weeklyXp: number): string {
  return weeklyXp > 0
    ? `You earned ${weeklyXp} XP this week, so you join a`
    : 'Earn XP this week and you join a';
}

/** "The top 7 move up a tier and the bottom 5 move down", in words that fit a small league too. */
export function movement(up: number, down: number): string {
  const ups = up === 1 ? 'The top learner moves up a tier' : `The top ${up} move up a tier`;
  const downs =
    down === 0 ? 'nobody moves down' : down === 1 ? 'the last moves down' : `the bottom ${down} move down`;
  return `${ups} and ${downs}`;
}

function GuestPreview() {
  return (
    <div className="text-sm text-slate-300">
      <p className="mb-2">
        Each week, learners are grouped into leagues of up to 30 and ranked by the XP they earn. The top 7
        move up a tier, the bottom 5 move down: ten tiers from {TIERS[0]} to {TIERS[TIERS.length - 1]}.
      </p>
      <p>
        <Link to="/signup" className="font-semibold text-sky-300 underline">
          Create a free account
        </Link>{' '}
        to join next Monday’s league.
      </p>
    </div>
  );
}
