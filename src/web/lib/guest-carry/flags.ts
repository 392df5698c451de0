import { readJson, userKey } from '../storage';

// The two marks in localStorage that say a carry of guest progress has something to do for this
// learner. They are read on every signed-in page, so they live apart from the carry itself: the
// shell loads CarryHost (and the carry's code) only when one of them is set.

/** The journal of a carry started and not finished: { to: userId, done: keys, ... }. */
export const JOURNAL = 'thinkstreet:guest-carry';
/** Per account: ask whether this device's guest progress should join it. */
export const OFFER = 'guest-carry-offer';

/** Whether a carry waits to resume for this learner, or an offer waits to be answered. */
export function carryWaiting(userId: string): boolean {
  return (
    readJson<{ to?: string }>(JOURNAL)?.to === userId || readJson<boolean>(userKey(userId, OFFER)) === true
  );
}
