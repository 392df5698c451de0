import type { AchievementView, XpEventView } from '../../shared/api/progress';

// The names and details of the XP events learning-state.ts broadcasts. The shell's toasts listen
// to them from this small module, so the first load does not carry the XP engine (issue 14).

export const XP_UPDATED = 'xp-updated';
export const XP_AWARDED = 'xp-awarded';

export type XpUpdatedDetail = { totalXP: number; level: number };
export type XpAwardedDetail = { events: XpEventView[]; achievements: AchievementView[] };
