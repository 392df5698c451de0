import type { AchievementView, XpEventView } from '../../shared/api/progress';

// The names and details of the XP events learning-state.ts broadcasts. The shell's toasts listen
// to them from this small module, so the first load does not carry the XP engine (issue 14).

export const XP_UPDATED = 'xp-updated';
export const XP_AWARDED = 'xp-awarded';

export type XpUpdatedDetail = { totalXP: number; level: number };
export type XpAwardedDetail = { events: XpEventView[]; achievements: AchievementView[] };

// The toast host loads just after the first paint; an award made before it listens (a fast first
// trade on a slow connection) waits here for it, instead of passing unseen.
const early: XpAwardedDetail[] = [];
let hostListening = false;

/** Dispatches an award to its listeners, keeping it for the toast host while that is not yet listening. */
export function dispatchAwards(detail: XpAwardedDetail): void {
  if (!hostListening && early.length < 20) early.push(detail);
  window.dispatchEvent(new CustomEvent<XpAwardedDetail>(XP_AWARDED, { detail }));
}

/** The toast host, from now on listening: the awards made before it, oldest first. */
export function takeEarlyAwards(): XpAwardedDetail[] {
  hostListening = true;
  return early.splice(0);
}
