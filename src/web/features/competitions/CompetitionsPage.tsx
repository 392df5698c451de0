import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trophy, Users } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  COMPETITION_ORDER_TYPES,
  type CompetitionOrderType,
  MAX_COMPETITION_NAME,
} from '../../../core/competitions/rules';
import { newYorkDate } from '../../../core/market/calendar';
import { RISK_LIMITS } from '../../../core/trading/constants';
import type { CompetitionSummary } from '../../../shared/api/competitions';
import { useSession } from '../../lib/session';
import { FieldError } from '../auth/FieldError';
import { Empty, errorText, LoadError, Loading, Panel } from '../trading/Panel';
import { GAMES_KEY, gamesApi, useGames } from './client';
import {
  type CreateErrors,
  type CreateForm,
  checkCreateForm,
  checkJoinCode,
  emptyCreateForm,
} from './createForm';
import { InviteCode } from './InviteCode';
import {
  cashText,
  dayText,
  HOUSE_RISK_RULES,
  marketDatesText,
  playersText,
  STATUS_TONES,
  STATUS_WORDS,
} from './words';

// The Competitions tab (issue 21 points 1 and 3): trading games among friends or a class. Create a
// game, join one with its code, and see my games and the public ones.

/** The New York date the market trades on: the server's "today" for a game's dates. */
export const marketToday = () => newYorkDate(new Date());

export function CompetitionsPage() {
  const session = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24">
      <header className="mb-5">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Trophy aria-hidden className="h-7 w-7 text-amber-300" /> Competitions
        </h1>
        <p className="mt-1 max-w-3xl text-slate-300">
          Compete with friends or a class: every player gets a separate portfolio with the same starting cash
          and rules, trades it in the Simulator, and is ranked by return, Sharpe ratio or return above the S&P
          500.
        </p>
      </header>
      {session.isAuthenticated ? <SignedIn /> : <GuestIntro />}
    </div>
  );
}

function GuestIntro() {
  return (
    <section
      aria-labelledby="games-guest-title"
      className="max-w-2xl rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
    >
      <h2 id="games-guest-title" className="text-lg font-semibold">
        Competitions are for signed-in learners
      </h2>
      <p className="mt-2 text-slate-300">
        A competition keeps every player's portfolio on our server, so the others can see the ranking. Create
        a free account to start a competition, invite friends or a class with a code, or join a public one.
      </p>
      <Link
        to="/signup"
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-600"
      >
        Sign up to play
      </Link>
    </section>
  );
}

function SignedIn() {
  const games = useGames();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
      <div className="min-w-0 space-y-4 lg:col-span-3">
        <Panel title="My competitions" id="my-games">
          {games.isPending ? (
            <Loading label="Loading your competitions" />
          ) : games.isError ? (
            <LoadError
              message={`We could not load your competitions: ${errorText(games.error)}`}
              onRetry={() => void games.refetch()}
            />
          ) : games.data.mine.length === 0 ? (
            <Empty>
              You are in no competition yet. Create one below, or join one with a code from its organiser.
            </Empty>
          ) : (
            <GameList games={games.data.mine} mine />
          )}
        </Panel>
        <Panel title="Create a competition" id="create-game">
          <CreateGame />
        </Panel>
      </div>
      <div className="min-w-0 space-y-4 lg:col-span-2">
        <Panel title="Join with a code" id="join-game">
          <JoinGame />
        </Panel>
        <Panel title="Public competitions" id="public-games">
          {games.isPending ? (
            <Loading label="Loading public competitions" />
          ) : games.isError ? (
            <Empty>Public competitions appear here once yours load.</Empty>
          ) : games.data.public.length === 0 ? (
            <Empty>
              No public competition is open right now. Create one and make it public for others to join.
            </Empty>
          ) : (
            <GameList games={games.data.public} />
          )}
        </Panel>
      </div>
    </div>
  );
}

function GameList({ games, mine = false }: { games: CompetitionSummary[]; mine?: boolean }) {
  return (
    <ul className="space-y-2">
      {games.map((g) => (
        <li
          key={g.id}
          className="rounded-xl border border-slate-800 bg-slate-950/40 p-3"
          data-testid="game-row"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to="/competitions/$id"
              params={{ id: g.id }}
              className="inline-flex min-h-11 min-w-0 items-center font-semibold break-words text-emerald-300 underline-offset-2 hover:underline"
            >
              {g.name}
            </Link>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[g.status]}`}>
              {STATUS_WORDS[g.status]}
            </span>
            {g.isOrganiser && <span className="text-xs text-amber-200">You organise it</span>}
            {g.classroom && <span className="text-xs text-sky-200">Class</span>}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
            <span>{marketDatesText(g)}</span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="h-3.5 w-3.5" /> {playersText(g.players)}
            </span>
            <span>{cashText(g.startingCash)} to start</span>
            <span>{g.visibility === 'public' ? 'Public' : 'Private'}</span>
          </p>
          {mine && g.code && <InviteCode code={g.code} />}
          {!mine && <JoinPublic game={g} />}
        </li>
      ))}
    </ul>
  );
}

/** "Join" on a public game: its code is public, so joining is one click. */
function JoinPublic({ game }: { game: CompetitionSummary }) {
  const join = useJoin();
  if (!game.code) return null;
  return (
    <div className="mt-2">
      <button
        type="button"
        disabled={join.isPending}
        onClick={() => join.mutate(game.code ?? '')}
        aria-label={`Join ${game.name}`}
        className="min-h-11 min-w-11 rounded-md bg-emerald-700 px-3 py-1 text-sm font-semibold text-white hover:bg-emerald-600 disabled:opacity-60"
      >
        {join.isPending ? 'Joining…' : 'Join'}
      </button>
      {join.isError && (
        <p role="alert" className="mt-1 text-sm text-rose-300">
          {errorText(join.error)}
        </p>
      )}
    </div>
  );
}

function useJoin() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (code: string) => gamesApi.join(code),
    onSuccess: (game) => {
      void client.invalidateQueries({ queryKey: GAMES_KEY });
      void navigate({ to: '/competitions/$id', params: { id: game.id } });
    },
  });
}

function JoinGame() {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoin();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkJoinCode(code);
    setProblem(wrong);
    if (!wrong) join.mutate(code);
  };
  const message = problem ?? (join.isError ? errorText(join.error) : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label="Join with a code">
      <label htmlFor={`${id}-code`} className="block text-sm font-medium">
        Invite code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-code-error` : `${id}-code-hint`}
          className={`${INPUT} min-w-0 flex-1 font-mono uppercase tracking-widest`}
        />
        <button
          type="submit"
          disabled={join.isPending}
          className="min-h-11 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-600 disabled:opacity-60"
        >
          {join.isPending ? 'Joining…' : 'Join competition'}
        </button>
      </div>
      {message ? (
        <div role="alert">
          <FieldError id={`${id}-code-error`} message={message} />
        </div>
      ) : (
        <p id={`${id}-code-hint`} className="mt-1.5 text-xs text-slate-400">
          The organiser shares an 8-letter code; case and dashes do not matter.
        </p>
      )}
    </form>
  );
}

const INPUT =
  'min-h-11 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-slate-100 outline-none focus:border-emerald-400 aria-invalid:border-rose-400';

const ORDER_TYPE_LABELS: Record<CompetitionOrderType, string> = {
  market: 'Market',
  limit: 'Limit',
  stop: 'Stop',
  'stop-limit': 'Stop-limit',
};

type NumberField = 'startingCash' | 'maxPositionPercent' | 'minSharePrice' | 'commission';

function CreateGame() {
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [today] = useState(marketToday);
  const [form, setForm] = useState<CreateForm>(() => emptyCreateForm(today));
  const [errors, setErrors] = useState<CreateErrors>({});
  const create = useMutation({
    mutationFn: gamesApi.create,
    onSuccess: (game) => {
      void client.invalidateQueries({ queryKey: GAMES_KEY });
      void navigate({ to: '/competitions/$id', params: { id: game.id } });
    },
  });
  const set = <K extends keyof CreateForm>(key: K, value: CreateForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCreateForm(form, marketToday());
    setErrors(checked.errors);
    if (checked.body) create.mutate(checked.body);
    else {
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
  };
  const field = (name: keyof CreateErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const err = (name: keyof CreateErrors) => <FieldError id={`${id}-${name}-error`} message={errors[name]} />;
  /** A field typed as text and checked as a number, with its label and its message. */
  const numberRow = (name: NumberField, label: string, inputMode: 'numeric' | 'decimal', width: string) => (
    <Row label={label} htmlFor={`${id}-${name}`}>
      <input
        {...field(name)}
        inputMode={inputMode}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
        className={`${INPUT} ${width}`}
      />
      {err(name)}
    </Row>
  );
  const count = Object.keys(errors).length;
  return (
    <form onSubmit={submit} noValidate aria-label="Create a competition" className="space-y-4">
      <Row label="Name" htmlFor={`${id}-name`}>
        <input
          {...field('name')}
          value={form.name}
          aria-describedby={errors.name ? `${id}-name-count ${id}-name-error` : `${id}-name-count`}
          maxLength={MAX_COMPETITION_NAME}
          onChange={(e) => set('name', e.target.value)}
          placeholder="Class 9B spring challenge"
          className={`${INPUT} w-full`}
        />
        <p id={`${id}-name-count`} className="mt-1 text-right text-xs text-slate-400">
          {form.name.length} of {MAX_COMPETITION_NAME} characters
        </p>
        {err('name')}
      </Row>
      <div className="grid gap-4 sm:grid-cols-2">
        <Row label="Start date" htmlFor={`${id}-startDate`}>
          <input
            {...field('startDate')}
            aria-describedby={
              errors.startDate ? `${id}-dates-note ${id}-startDate-error` : `${id}-dates-note`
            }
            type="date"
            min={today}
            value={form.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            className={`${INPUT} w-full`}
          />
          {err('startDate')}
        </Row>
        <Row label="End date" htmlFor={`${id}-endDate`}>
          <input
            {...field('endDate')}
            type="date"
            min={form.startDate || today}
            value={form.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            className={`${INPUT} w-full`}
          />
          {err('endDate')}
        </Row>
        <p id={`${id}-dates-note`} className="text-xs text-slate-400 sm:col-span-2" data-testid="dates-note">
          Dates are New York market days: it is {dayText(today)} in New York now, which can be a day behind or
          ahead of the date where you are.
        </p>
      </div>
      {numberRow('startingCash', 'Starting cash ($)', 'numeric', 'w-full sm:w-48')}
      <fieldset>
        <legend className="text-sm font-medium">Who can join</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 text-sm">
          {(['private', 'public'] as const).map((v) => (
            <label key={v} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-visibility`}
                checked={form.visibility === v}
                onChange={() => set('visibility', v)}
              />
              {v === 'private' ? 'Private: only people with the code' : 'Public: listed for everyone'}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-start gap-2 py-1 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={form.classroom}
          onChange={(e) => set('classroom', e.target.checked)}
        />
        <span>
          A class competition: players may choose to share their lesson progress (lessons completed, quiz
          accuracy) with me, the organiser.
        </span>
      </label>
      <fieldset className="rounded-xl border border-slate-800 p-3">
        <legend className="px-1 text-sm font-semibold">Rules</legend>
        <fieldset
          id={`${id}-orderTypes`}
          tabIndex={-1}
          aria-describedby={errors.orderTypes ? `${id}-orderTypes-error` : undefined}
        >
          <legend className="text-sm font-medium">Order types allowed</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {COMPETITION_ORDER_TYPES.map((t) => (
              <label key={t} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={form.orderTypes.includes(t)}
                  onChange={(e) =>
                    set(
                      'orderTypes',
                      e.target.checked ? [...form.orderTypes, t] : form.orderTypes.filter((x) => x !== t),
                    )
                  }
                />
                {ORDER_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
          {err('orderTypes')}
        </fieldset>
        <div className="mt-3 text-sm">
          <Toggle
            checked={form.advancedOrders}
            onChange={(v) => set('advancedOrders', v)}
            label="Advanced orders (stop-loss, trailing stops, brackets, OCO and OTO)"
          />
          <Toggle checked={form.shorting} onChange={(v) => set('shorting', v)} label="Short selling" />
          <Toggle checked={form.options} onChange={(v) => set('options', v)} label="Options trading" />
        </div>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {numberRow('maxPositionPercent', 'Largest position (% of the portfolio)', 'decimal', 'w-full')}
          {numberRow('minSharePrice', 'Lowest share price to buy ($)', 'decimal', 'w-full')}
        </div>
        <div className="mt-3">
          {numberRow('commission', 'Commission per trade ($)', 'decimal', 'w-full sm:w-48')}
        </div>
        <p className="mt-2 text-xs text-slate-400">
          {HOUSE_RISK_RULES} A largest position under {RISK_LIMITS.concentration}% makes the holding limit
          stricter. $0 means no lowest price; a commission is taken from cash on every fill.
        </p>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={create.isPending}
          className="min-h-11 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-600 disabled:opacity-60"
        >
          {create.isPending ? 'Creating…' : 'Create competition'}
        </button>
        <p role="status" className="text-sm text-rose-300">
          {count > 0 ? `Please fix ${count === 1 ? 'the field' : `the ${count} fields`} marked above.` : ''}
        </p>
      </div>
      {create.isError && (
        <p
          role="alert"
          className="rounded-lg border border-rose-900 bg-rose-950/40 p-3 text-sm text-rose-200"
        >
          {errorText(create.error)}
        </p>
      )}
    </form>
  );
}

function Row({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1">{children}</div>
    </div>
  );
}

function Toggle({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    // A row a finger can hit: 44 px tall, the box beside the first line of a long label.
    <label className="flex min-h-11 items-start gap-2 py-2.5">
      <input
        type="checkbox"
        className="mt-1"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
