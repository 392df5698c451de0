import type { DashboardAnswer } from '../../../shared/api/progress';
import { api } from '../../lib/api';
import { serverAwarded, type XpAwardedDetail } from '../../lib/learning-state';
import { getSession, localUserId } from '../../lib/session';
import { unseen } from '../dashboard/seen';

/** More awards than one fill can bring (its XP, a streak milestone). */
const MAX_TRADE_AWARDS = 3;

/**
 * A signed-in learner's fill earns XP on the server: its `trade_execute` activity commits with the
 * trade. POST /api/trading/trade answers the order, not the award, and its transaction stays as it
 * is; the award is read afterwards from the learner's progress (GET /api/analytics/dashboard, the
 * read the dashboard makes). What was earned since the fill and not yet shown is announced as a
 * guest's trade is (XP toasts, achievements, xp-updated). Answers what was announced; nothing
 * when the read fails (the dashboard announces it later).
 */
export async function announceTradeXp(since: string): Promise<XpAwardedDetail | null> {
  let data: DashboardAnswer;
  try {
    data = await api<DashboardAnswer>('/api/analytics/dashboard');
  } catch {
    return null;
  }
  const from = Date.parse(since);
  const after = (at: string | null) => at !== null && Date.parse(at) >= from;
  const fresh = unseen(
    localUserId(getSession()),
    data.recentXp.filter((e) => after(e.at)),
    data.achievements.recent.filter((a) => after(a.unlockedAt)),
    MAX_TRADE_AWARDS,
  );
  serverAwarded(data, fresh);
  return fresh;
}
