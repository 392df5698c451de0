import { Trophy } from 'lucide-react';

/**
 * Between two parts on one line, a thin divider; a part that wraps onto a new line starts without
 * one. Each part carries its divider in its left padding, and the list reaches that far past the
 * left edge of a box that clips it: every line starts at the list's edge, so the first part of each
 * line has its divider outside the box, cut off. A bar, not a "·", so nothing is read out.
 */
const PART =
  "relative pl-5 before:absolute before:top-1/2 before:left-2.5 before:h-4 before:w-px before:-translate-y-1/2 before:bg-slate-500 before:content-['']";

/**
 * The score of a finished game and what became of it, as a list: each part is its own item, divided
 * from the one before it on the same line (PART).
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
    <div className="mt-2 overflow-hidden text-sm">
      <ul className="-ml-5 flex flex-wrap items-center gap-y-1" aria-label="Your score">
        <li className={`${PART} flex items-center gap-2`}>
          <Trophy aria-hidden className="h-4 w-4 text-amber-300" />
          <span>
            Score <strong data-testid="score">{score.toLocaleString('en-US')}</strong>
          </span>
          {best && <span className="rounded bg-amber-900/60 px-2 py-0.5 text-amber-100">Your best</span>}
        </li>
        {rank !== null && <li className={`${PART} text-slate-300`}>Place {rank} on the leaderboard</li>}
        {savedOnDevice && (
          <li className={`${PART} text-slate-400`}>
            Saved in this browser{signedIn ? ' (the server could not be reached)' : ''}
          </li>
        )}
      </ul>
    </div>
  );
}
