import { MAX_HEARTS } from '../gamification/constants';
import { loseHeart, refillHearts } from '../gamification/hearts';

// Hearts (spec §4: a wrong quiz answer loses one, floor 0; refill sets 5). What refills them is
// ours to decide (docs/decisions/0010-onboarding-and-path.md): one heart comes back every 30
// minutes, and finishing a review session refills all five. Hearts never lock a lesson: at zero
// the learner is offered a review session, which refills them.

export const HEART_REGEN_MS = 30 * 60 * 1000;

export type Hearts = { hearts: number /** ISO instant from which regeneration counts. */; since: string };

export function fullHearts(now: Date): Hearts {
  return { hearts: refillHearts(), since: now.toISOString() };
}

/** Hearts as of `now`, with the hearts that came back over time added. */
export function heartsAt(state: Hearts, now: Date): Hearts {
  if (state.hearts >= MAX_HEARTS) return { hearts: MAX_HEARTS, since: now.toISOString() };
  const since = new Date(state.since).getTime();
  const elapsed = Math.max(0, now.getTime() - since);
  const back = Math.floor(elapsed / HEART_REGEN_MS);
  if (back === 0) return state;
  const hearts = Math.min(MAX_HEARTS, state.hearts + back);
  return {
    hearts,
    since: hearts >= MAX_HEARTS ? now.toISOString() : new Date(since + back * HEART_REGEN_MS).toISOString(),
  };
}

/** A wrong answer: one heart fewer (never below 0). */
export function afterWrongAnswer(state: Hearts, now: Date): Hearts {
  const current = heartsAt(state, now);
  const full = current.hearts >= MAX_HEARTS;
  return { hearts: loseHeart(current.hearts), since: full ? now.toISOString() : current.since };
}

/** A finished review session refills every heart. */
export function afterReviewSession(now: Date): Hearts {
  return fullHearts(now);
}

/** Milliseconds until the next heart comes back, or null when full. */
export function nextHeartIn(state: Hearts, now: Date): number | null {
  const current = heartsAt(state, now);
  if (current.hearts >= MAX_HEARTS) return null;
  return HEART_REGEN_MS - ((now.getTime() - new Date(current.since).getTime()) % HEART_REGEN_MS);
}

/** Hearts now and milliseconds until the next one comes back (null when full). */
export function heartsStatus(state: Hearts, now: Date): { hearts: number; nextHeartInMs: number | null } {
  return { hearts: heartsAt(state, now).hearts, nextHeartInMs: nextHeartIn(state, now) };
}
