import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { GameLeaderboardAnswer } from '../../../shared/api/games';
import { NameWithYou } from '../../app/NameWithYou';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { signedPct, tone } from '../trading/format';
import { isAnonymousName } from '../trading/leaderboardName';
import { Empty, LoadError, Loading } from '../trading/Panel';
import { wholeDollars } from './format';

/** One game's leaderboard: each learner's best, ranked by the risk-adjusted score. */
export function Leaderboard({ gameId, compact = false }: { gameId: string; compact?: boolean }) {
  const session = useSession();
  const query = useQuery({
    queryKey: ['games', 'leaderboard', gameId, session.isAuthenticated],
    queryFn: () => api<GameLeaderboardAnswer>(`/api/games/${gameId}/leaderboard?limit=${compact ? 5 : 10}`),
  });
  if (query.isPending) return <Loading label="Loading the leaderboard" />;
  if (query.isError)
    return <LoadError message="The leaderboard could not be loaded." onRetry={() => query.refetch()} />;
  const { entries, explanation } = query.data;
  const me = entries.find((e) => e.isCurrentUser);
  return (
    <div className="mt-2">
      {!compact && <p className="mb-2 text-sm text-slate-400">{explanation}</p>}
      {entries.length === 0 ? (
        <Empty>No one has finished this game yet. Finish it signed in to take the first place.</Empty>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Leaderboard by risk-adjusted score</caption>
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  #
                </th>
                <th scope="col" className="py-1 pr-2">
                  Learner
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Score
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Return
                </th>
                {!compact && (
                  <>
                    <th scope="col" className={`py-1 pr-2 text-right ${WIDE}`}>
                      Index
                    </th>
                    <th scope="col" className={`py-1 pr-2 text-right ${WIDE}`}>
                      Max drawdown
                    </th>
                    <th scope="col" className={`py-1 text-right ${WIDE}`}>
                      Final value
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => {
                const shade = e.isCurrentUser ? 'bg-emerald-950/40 font-semibold' : '';
                const index = signedPct(e.indexReturnPercent);
                const drawdown = `${e.maxDrawdownPercent.toFixed(1)}%`;
                const final = wholeDollars(Math.round(e.finalValue * 100));
                return (
                  <Fragment key={`${e.rank}-${e.username}`}>
                    <tr className={`border-t border-slate-800 ${shade}`} data-testid="board-row">
                      <td className="py-1 pr-2">{e.rank}</td>
                      <td className="py-1 pr-2">
                        {/* A long chosen name is cut short on a phone (whole on hover), not the table. */}
                        <div className="flex max-w-[11rem] sm:max-w-xs">
                          <NameWithYou name={e.username} isMe={e.isCurrentUser} />
                        </div>
                      </td>
                      <td className="py-1 pr-2 text-right">{e.score.toLocaleString('en-US')}</td>
                      <td className={`py-1 pr-2 text-right ${tone(e.returnPercent)}`}>
                        {signedPct(e.returnPercent)}
                      </td>
                      {!compact && (
                        <>
                          <td className={`py-1 pr-2 text-right ${WIDE}`}>{index}</td>
                          <td className={`py-1 pr-2 text-right ${WIDE}`}>{drawdown}</td>
                          <td className={`py-1 text-right ${WIDE}`}>{final}</td>
                        </>
                      )}
                    </tr>
                    {!compact && (
                      // On a phone the three last columns did not fit: they go under the row instead.
                      <tr className={`sm:hidden ${shade}`} data-testid="board-row-more">
                        <td />
                        <td colSpan={3} className="pb-1.5 text-xs font-normal text-slate-400">
                          <dl className="flex flex-wrap gap-x-3">
                            <Figure term="Index" value={index} />
                            <Figure term="Max drawdown" value={drawdown} />
                            <Figure term="Final value" value={final} />
                          </dl>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
          {me && isAnonymousName(me.username) && (
            <p className="mt-2 text-xs text-slate-400" data-testid="anonymous-name">
              “{me.username}” is the anonymous name you have on every leaderboard: others never see your
              account name. To show a name of your choice, pick one on the{' '}
              <Link to="/trade" className="text-emerald-300 underline">
                Simulator’s leaderboard
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The columns a phone shows under each row instead (they made the table wider than the screen). */
const WIDE = 'hidden sm:table-cell';

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="inline">{term} </dt>
      <dd className="inline text-slate-300">{value}</dd>
    </div>
  );
}
