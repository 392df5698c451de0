import { Trophy } from 'lucide-react';

/**
 * The score of a finished game and what became of it, as a list: each part is its own item, spaced
 * by the gap alone, so a part that wraps onto the next line never starts with a separator.
 */
export function ScoreLine({
  score,
  best,
  rank,
  savedOnDevice,
  signedIn,
}: {
  score: number;
  best: boolean;
  rank: number | null;
  savedOnDevice: boolean;
  signedIn: boolean;
}) {
  return (
    <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-label="Your score">
      <li className="flex items-center gap-2">
        <Trophy aria-hidden className="h-4 w-4 text-amber-300" />
        <span>
          Score <strong data-testid="score">{score.toLocaleString('en-US')}</strong>
        </span>
        {best && <span className="rounded bg-amber-900/60 px-2 py-0.5 text-amber-100">Your best</span>}
      </li>
      {rank !== null && <li className="text-slate-300">Place {rank} on the leaderboard</li>}
      {savedOnDevice && (
        <li className="text-slate-400">
          Saved in this browser{signedIn ? ' (the server could not be reached)' : ''}
        </li>
      )}
    </ul>
  );
}
