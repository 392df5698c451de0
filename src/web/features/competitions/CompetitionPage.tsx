import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft, Download, LineChart, Trophy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { countText } from '../../../core/words';
import type { CompetitionDetail } from '../../../shared/api/competitions';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { NameWithYou } from '../../app/NameWithYou';
import { usePageName } from '../../app/usePageTitleAndFocus';
import { ApiError } from '../../lib/api';
import { dateText } from '../../lib/dates';
import { getSession, useSession } from '../../lib/session';
import { GameBoard } from '../trading/Leaderboard';
import { Empty, errorText, LoadError, Loading, Panel } from '../trading/Panel';
import { GAMES_KEY, gamesApi, useGame } from './client';
import { InviteCode } from './InviteCode';
import {
  cashText,
  dayText,
  MARKET_DAYS_NOTE,
  marketDatesText,
  playersText,
  rulesInWords,
  STATUS_TONES,
  STATUS_WORDS,
} from './words';
import { YourName } from './YourName';

// One trading game (/competitions/$id): its rules in plain words, dates and status, the invite code,
// the players, the game's leaderboard, the way into the Simulator on the game's portfolio, and for a
// class game the consent to share lesson progress and the organiser's class table.

export function CompetitionPage() {
  const { id } = useParams({ from: '/competitions/$id' });
  const session = useSession();
  if (!session.isAuthenticated)
    return (
      <div className="mx-auto max-w-3xl px-4 pt-6 pb-24">
        <h1 className="text-2xl font-bold">Competition</h1>
        <p className="mt-2 text-slate-300">
          Competitions are played by signed-in learners: each player's portfolio is kept on our server so
          everyone can see the ranking.
        </p>
        <Link
          to="/signup"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-600"
        >
          Sign up to play
        </Link>
      </div>
    );
  return <Game id={id} />;
}

function Game({ id }: { id: string }) {
  const game = useGame(id);
  usePageName(game.data?.name);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24">
      <Link
        to="/competitions"
        className="mb-1 inline-flex min-h-11 items-center gap-1 pr-2 text-sm text-emerald-300 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> All competitions
      </Link>
      {game.isPending ? (
        <>
          <h1 className="sr-only">Competition</h1>
          <Loading label="Loading the competition" />
        </>
      ) : game.isError ? (
        <>
          <h1 className="text-2xl font-bold">Competition</h1>
          {game.error instanceof ApiError && game.error.status === 404 ? (
            <p className="mt-2 text-slate-300">
              This competition does not exist, or you are not in it. Ask its organiser for the invite code.
            </p>
          ) : (
            <LoadError
              message={`We could not load the competition: ${errorText(game.error)}`}
              onRetry={() => void game.refetch()}
            />
          )}
        </>
      ) : (
        <Loaded game={game.data} />
      )}
    </div>
  );
}

function Loaded({ game }: { game: CompetitionDetail }) {
  const me = game.playerList.find((p) => p.isMe);
  return (
    <>
      <header className="mb-4">
        <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold break-words">
          <Trophy aria-hidden className="h-7 w-7 shrink-0 text-amber-300" />
          <span className="min-w-0">{game.name}</span>
          <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_TONES[game.status]}`}>
            {STATUS_WORDS[game.status]}
          </span>
        </h1>
        <p className="mt-1 text-slate-300">
          {marketDatesText(game)} · {cashText(game.startingCash)} to start · {playersText(game.players)} ·{' '}
          {game.visibility === 'public' ? 'public' : 'private'}
          {game.classroom ? ' class competition' : ' competition'} organised by{' '}
          {game.isOrganiser ? 'you' : game.organiser}
        </p>
        <p className="mt-1 text-sm text-slate-400" data-testid="game-status">
          {game.status === 'upcoming'
            ? `Trading opens on ${dayText(game.startDate)}.`
            : game.status === 'active'
              ? `Trading runs until the end of ${dayText(game.endDate)}.`
              : `This competition ended on ${dayText(game.endDate)}${game.rankingFrozenAt ? ': its ranking is final.' : '.'}`}{' '}
          {MARKET_DAYS_NOTE}
        </p>
        {game.me?.finalRank != null && (
          <p className="mt-2 font-semibold text-amber-200" data-testid="final-rank">
            You finished #{game.me.finalRank} of {game.players}
            {game.me.finalRank <= 3 ? ': a place on the podium.' : '.'}
          </p>
        )}
        {game.code && (game.isOrganiser || game.isPlayer) && <InviteCode code={game.code} />}
        <div className="mt-3 flex flex-wrap gap-2">
          {game.isPlayer ? (
            <Link
              to="/trade"
              search={{ game: game.id }}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-600"
            >
              <LineChart aria-hidden className="h-4 w-4" /> Trade in this competition
            </Link>
          ) : (
            game.status !== 'ended' && game.code && <JoinThis code={game.code} />
          )}
        </div>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="min-w-0 space-y-4 lg:col-span-3">
          <Panel title="Leaderboard" id="game-leaderboard">
            <GameBoard id={game.id} players={game.players} />
          </Panel>
          {game.classroom && game.isOrganiser && (
            <Panel title="Class progress" id="class-progress">
              <ClassTable game={game} />
            </Panel>
          )}
        </div>
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Panel title="Rules" id="game-rules">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-200">
              {rulesInWords(game.rules).map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </Panel>
          {game.classroom && game.me && <ShareProgress game={game} />}
          {me && <YourName shown={me.name} />}
          <Panel title="Players" id="game-players">
            <Players game={game} />
          </Panel>
        </div>
      </div>
    </>
  );
}

function JoinThis({ code }: { code: string }) {
  const client = useQueryClient();
  const join = useMutation({
    mutationFn: () => gamesApi.join(code),
    onSuccess: () => void client.invalidateQueries({ queryKey: GAMES_KEY }),
  });
  return (
    <div>
      <button
        type="button"
        disabled={join.isPending}
        onClick={() => join.mutate()}
        className="min-h-11 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-600 disabled:opacity-60"
      >
        {join.isPending ? 'Joining…' : 'Join this competition'}
      </button>
      {join.isError && (
        <p role="alert" className="mt-1 text-sm text-rose-300">
          {errorText(join.error)}
        </p>
      )}
    </div>
  );
}

function Players({ game }: { game: CompetitionDetail }) {
  const client = useQueryClient();
  const [removing, setRemoving] = useState<CompetitionDetail['playerList'][number] | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const remove = useMutation({
    mutationFn: (userId: string) => gamesApi.remove(game.id, userId),
    onSuccess: () => void client.invalidateQueries({ queryKey: GAMES_KEY }),
  });
  if (game.playerList.length === 0) return <Empty>No one has joined yet: share the invite code.</Empty>;
  return (
    <>
      <ul ref={list} tabIndex={-1} className="space-y-1 text-sm" aria-label="Players">
        {game.playerList.map((p) => (
          <li
            key={p.userId}
            className="flex flex-wrap items-center gap-2 rounded-md px-2 py-1"
            data-testid="player"
          >
            <NameWithYou name={p.name} isMe={p.isMe} />
            {game.classroom && game.isOrganiser && (
              <span className="text-xs text-slate-400">
                {p.sharesProgress ? 'Shares progress' : 'Not sharing'}
              </span>
            )}
            {/* A moment, so the learner's own date (the competition's dates above are New York's). */}
            <span className="text-xs text-slate-400">joined {dateText(p.joinedAt)}</span>
            {game.isOrganiser && !p.isMe && (
              <button
                type="button"
                onClick={() => setRemoving(p)}
                aria-label={`Remove ${p.name}`}
                className="min-h-11 min-w-11 rounded-md border border-rose-800 px-3 py-0.5 text-xs text-rose-200 hover:bg-rose-950"
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="mt-2 text-sm">
        {remove.isSuccess ? remove.data.message : remove.isError ? errorText(remove.error) : ''}
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this player'}?`}
        message="They can no longer trade in this competition, be ranked in it or join it again. Their own portfolio is not touched."
        confirmLabel="Remove"
        returnFocus={list}
        onConfirm={() => {
          if (removing) remove.mutate(removing.userId);
          setRemoving(null);
        }}
      />
    </>
  );
}

function ShareProgress({ game }: { game: CompetitionDetail }) {
  const id = useId();
  const client = useQueryClient();
  const shared = game.me?.sharesProgress ?? false;
  const save = useMutation({
    mutationFn: (share: boolean) => gamesApi.consent(game.id, share),
    onSuccess: ({ shareProgress }) => {
      // The switch shows the answer at once, not the old value until the game is read again.
      client.setQueryData<CompetitionDetail>([...GAMES_KEY, game.id], (g) =>
        g?.me ? { ...g, me: { ...g.me, sharesProgress: shareProgress } } : g,
      );
      void client.invalidateQueries({ queryKey: GAMES_KEY });
    },
  });
  const on = save.isPending ? Boolean(save.variables) : shared;
  return (
    <Panel title="Your lesson progress" id="share-progress">
      <div className="flex items-start gap-3">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          disabled={save.isPending}
          onClick={() => save.mutate(!on)}
          // 44 px tall for a finger; the drawn track inside stays 24 px, level with the label's first line.
          className="-mt-2.5 flex h-11 w-11 shrink-0 items-center"
        >
          <span
            aria-hidden
            className={`relative h-6 w-11 rounded-full transition ${on ? 'bg-emerald-600' : 'bg-slate-700'}`}
          >
            <span
              className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white transition ${on ? 'translate-x-5' : ''}`}
            />
          </span>
          <span className="sr-only">Share my lesson progress with the organiser</span>
        </button>
        <label htmlFor={id} className="text-sm">
          <span className="font-medium">Share my lesson progress with the organiser</span>
          <span className="mt-0.5 block text-slate-400">
            {game.organiser} then sees how many lessons you completed and your quiz accuracy. You can stop
            sharing at any time.
          </span>
        </label>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-300">
        {save.isError
          ? errorText(save.error)
          : save.isSuccess
            ? save.data.shareProgress
              ? 'Shared.'
              : 'No longer shared.'
            : ''}
      </p>
    </Panel>
  );
}

function ClassTable({ game }: { game: CompetitionDetail }) {
  const q = useQuery({
    queryKey: [...GAMES_KEY, game.id, 'classroom'],
    queryFn: () => gamesApi.classroom(game.id),
  });
  const [download, setDownload] = useState<string | null>(null);
  const saveCsv = async () => {
    setDownload('Preparing the file…');
    try {
      const { token } = getSession();
      const response = await fetch(gamesApi.classroomCsvPath(game.id), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        credentials: 'include',
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `${game.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'class'}-progress.csv`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setDownload('Downloaded.');
    } catch {
      setDownload('We could not prepare the file. Please try again.');
    }
  };
  if (q.isPending) return <Loading label="Loading the class" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const { players, notSharing } = q.data;
  return (
    <div>
      {players.length === 0 ? (
        <Empty>No player shares their lesson progress yet. Each player chooses whether to share it.</Empty>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Lesson progress and trading of the players who share it</caption>
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Player
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Lessons
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Quiz accuracy
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Trades
                </th>
                <th scope="col" className="py-1 pl-2 text-right">
                  Rank
                </th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.userId} className="border-t border-slate-800">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {p.name}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{p.lessonsCompleted}</td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {p.quizAccuracy === null ? '–' : `${Math.round(p.quizAccuracy)}%`}
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">{p.trades}</td>
                  <td className="py-1 pl-2 text-right tabular-nums">{p.rank ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-xs text-slate-400">
        {notSharing > 0
          ? `${countText(notSharing, 'player does', 'players do')} not share their progress.`
          : 'Every player shares their progress.'}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => void saveCsv()}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-3 py-1.5 text-sm hover:bg-slate-800"
        >
          <Download aria-hidden className="h-4 w-4" /> Download CSV
        </button>
        <span aria-live="polite" className="text-xs text-slate-400">
          {download}
        </span>
      </div>
    </div>
  );
}
