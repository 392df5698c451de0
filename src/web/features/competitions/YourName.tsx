import { type FormEvent, useId, useState } from 'react';
import { MAX_LEADERBOARD_NAME } from '../../../shared/api/trading';
import { isAnonymousName, useLeaderboardName } from '../trading/leaderboardName';
import { errorText, Panel } from '../trading/Panel';

/**
 * How the other players see me in a competition, and the way to change it. Everyone starts under an
 * anonymous handle ("Trader 6479"), so friends in a private game could not tell who was who: a
 * player may show a name of their choice instead, or go back to the handle. The name is the one of
 * every leaderboard (one consent, issue 17), and the panel says so.
 */
export function YourName({ shown }: { shown: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useLeaderboardName();
  const anonymous = isAnonymousName(shown);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Type the name to show.');
      return;
    }
    setProblem(null);
    save.mutate(name);
  };
  const message = problem ?? (save.isError ? errorText(save.error) : null);
  return (
    <Panel title="Your name here" id="your-name">
      <p className="text-sm text-slate-300" data-testid="shown-name">
        The other players see you as <strong className="text-slate-100">{shown}</strong>
        {anonymous
          ? ': an anonymous name, so that no leaderboard tells who you are. Among friends you can show a name of your choice instead.'
          : ', the name you chose to show.'}{' '}
        It is your name on every leaderboard: the Simulator’s, the crisis games’, the leagues’ and each
        competition’s.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-2">
        <label htmlFor={`${id}-name`} className="basis-full text-sm font-medium">
          {anonymous ? 'Name to show' : 'Show another name'}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={MAX_LEADERBOARD_NAME}
          autoComplete="nickname"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(e) => setName(e.target.value)}
          className="min-h-11 min-w-0 flex-1 basis-48 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-sm text-slate-100 outline-none focus:border-emerald-400 aria-invalid:border-rose-400"
        />
        <button
          type="submit"
          disabled={save.isPending}
          className="min-h-11 rounded-lg bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-600 disabled:opacity-60"
        >
          Show my name
        </button>
        {!anonymous && (
          <button
            type="button"
            disabled={save.isPending}
            onClick={() => {
              setProblem(null);
              save.mutate(null);
            }}
            className="min-h-11 rounded-lg border border-slate-700 px-3 py-2 text-sm hover:bg-slate-800 disabled:opacity-60"
          >
            Go back to an anonymous name
          </button>
        )}
      </form>
      <p id={`${id}-message`} aria-live="polite" className="mt-1 text-sm">
        {message ? (
          <span className="text-rose-300">{message}</span>
        ) : save.isSuccess ? (
          <span className="text-emerald-300">You now appear as {save.data.leaderboardName}.</span>
        ) : (
          ''
        )}
      </p>
    </Panel>
  );
}
