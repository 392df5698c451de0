import type { UseQueryResult } from '@tanstack/react-query';
import {
  MEASURE_EXPLANATIONS,
  RANK_MEASURES,
  type RankMeasure,
  SHARPE_MIN_DAYS,
  TIE_BREAK_RULE,
} from '../../../core/trading/rankings';
import type { LeaderboardAnswer } from '../../../shared/api/trading';
import { NameWithYou } from '../../app/NameWithYou';
import { decimals, signedPct, tone, usd } from './format';
import { Empty, errorText, LoadError, Loading } from './Panel';

// One ranking table for every leaderboard (the Simulator's and each trading game's, issue 21): the
// switch between return, Sharpe and excess return, the sentence that explains the measure, the
// ranked rows, who is not ranked yet and the tie-break rule.

export const MEASURE_LABELS: Record<RankMeasure, string> = {
  return: 'Return',
  sharpe: 'Sharpe',
  excess: 'vs S&P 500',
};

type Entry = LeaderboardAnswer['entries'][number];

/** The figure an entry is ranked by, as shown in its row. */
function figure(e: Entry, rank: RankMeasure): { text: string; value: number } {
  if (rank === 'sharpe') return { text: decimals(e.sharpeRatio ?? 0), value: e.sharpeRatio ?? 0 };
  if (rank === 'excess') return { text: signedPct(e.excessReturn), value: e.excessReturn };
  return { text: signedPct(e.returnPercent), value: e.returnPercent };
}

const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });

const updatedText = (time: string) => `Updated ${time} (the rankings refresh every minute). `;

/** "N more need 5 trading days to be ranked by Sharpe." and the like, or ''. */
export function unrankedNote(rank: RankMeasure, unranked: number): string {
  if (rank !== 'sharpe' || unranked <= 0) return '';
  return `${unranked} more need ${SHARPE_MIN_DAYS} trading days to be ranked by Sharpe. `;
}

export function RankingBoard({
  rank,
  onRank,
  query,
  who = 'trader',
  scope = 'in this period',
  expectedRows,
}: {
  rank: RankMeasure;
  onRank: (rank: RankMeasure) => void;
  query: UseQueryResult<LeaderboardAnswer | null>;
  /** Who is ranked, in the empty states ("trader", "player"). */
  who?: string;
  /** Over what the ranking runs, in the empty states ("in this period", "in this competition"). */
  scope?: string;
  /** How many rows the ranking will have, when known (a game's players): the placeholder's size. */
  expectedRows?: number;
}) {
  const q = query;
  return (
    <div>
      <fieldset className="mb-1 flex flex-wrap gap-1">
        <legend className="sr-only">Rank by</legend>
        {RANK_MEASURES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={rank === m}
            onClick={() => onRank(m)}
            className={`rounded-md px-2 py-1 text-xs font-semibold pointer-coarse:min-h-11 pointer-coarse:px-3 ${rank === m ? 'bg-sky-700 text-white' : 'bg-slate-800 text-slate-300'}`}
          >
            {MEASURE_LABELS[m]}
          </button>
        ))}
      </fieldset>
      <p className="mb-2 text-xs text-slate-400">{MEASURE_EXPLANATIONS[rank]}</p>
      {q.isPending ? (
        // A row is two lines (the name, the account's value under it): 44 px.
        <Loading label="Loading leaderboard" rows={expectedRows} rowHeight="h-11" />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />
      ) : !q.data || q.data.entries.length === 0 ? (
        <Empty>
          {rank === 'sharpe'
            ? `No ${who} has ${SHARPE_MIN_DAYS} trading days ${scope} yet.`
            : `No ranked ${who}s yet.`}
        </Empty>
      ) : (
        <ol className="space-y-1 text-sm" aria-label={`Ranked by ${MEASURE_LABELS[rank]}`}>
          {q.data.entries.map((e) => (
            <li
              key={`${e.rank}-${e.username}`}
              className={`flex items-baseline gap-2 rounded-md px-2 py-1 ${e.isCurrentUser ? 'bg-emerald-900/40' : ''}`}
              data-testid="ranking-row"
            >
              <span className="w-6 shrink-0 text-right text-slate-400 tabular-nums">{e.rank}</span>
              {/* The whole name, wrapped if long, and the account's value under it, so rank, name
                  and the ranked figure all keep their room (the panel is narrow on a laptop too). */}
              <span className="flex min-w-0 flex-1 flex-col">
                <NameWithYou name={e.username} isMe={e.isCurrentUser} wrap />
                <span className="text-xs text-slate-400 tabular-nums">{usd(e.totalValue)}</span>
              </span>
              <span className={`w-16 shrink-0 text-right tabular-nums ${tone(figure(e, rank).value)}`}>
                {figure(e, rank).text}
              </span>
            </li>
          ))}
        </ol>
      )}
      {(q.data || (q.isPending && expectedRows)) && (
        <p className="mt-2 text-xs text-slate-400">
          {q.data ? (
            <>
              {q.data.updatedAt ? updatedText(hhmm(q.data.updatedAt)) : ''}
              {unrankedNote(rank, q.data.unranked)}
            </>
          ) : (
            // While the ranking loads, its note holds the place of the time it was updated.
            <span className="invisible">{updatedText('00:00')}</span>
          )}
          {TIE_BREAK_RULE}
        </p>
      )}
    </div>
  );
}
