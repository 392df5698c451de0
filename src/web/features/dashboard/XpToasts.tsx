import { Trophy, X, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { ACHIEVEMENT_TOAST_MS, XP_TOAST_MS } from '../../../core/gamification/constants';
import { factorMeaning, POINTS_MEANING } from '../../../core/gamification/factor-words';
import type { AchievementView, XpEventView } from '../../../shared/api/progress';
import { getSession, localUserId } from '../../lib/session';
import { takeEarlyAwards, XP_AWARDED, type XpAwardedDetail } from '../../lib/xp-events';
import { markSeen } from './seen';
import { ToastQueue } from './toastQueue';

// XP toasts (queued, one per 600 ms, 3 s each) and the achievement toast (8 s, closable), fed by
// `xp-awarded` window events.

/** Bonuses that come from the clock, not from what the learner did: the toast says what they are. */
const CLOCK_BONUSES = new Set(['happy hour', 'double XP weekend', 'morning', 'weekend']);

export function showXpToast(event: XpEventView): void {
  toast.custom(
    (t) => (
      <div
        role="status"
        className={`flex max-w-sm items-start gap-3 rounded-xl border border-emerald-500/40 bg-slate-900 p-3 text-sm text-white shadow-lg shadow-black/60 ${t.visible ? 'opacity-100' : 'opacity-0'} transition-opacity`}
      >
        <Zap aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" />
        <div>
          <p className="font-semibold text-emerald-300">+{event.amount} XP</p>
          <p className="text-slate-300">{event.details.message.replace(/^\+\d+ XP · /, '')}</p>
          {event.details.factors
            .filter((f) => CLOCK_BONUSES.has(f.name))
            .map((f) => (
              <p key={f.name} className="text-xs text-slate-400">
                {factorMeaning(f.name)}
              </p>
            ))}
        </div>
      </div>
    ),
    { duration: XP_TOAST_MS },
  );
}

export function showAchievementToast(a: AchievementView): void {
  toast.custom(
    (t) => (
      <div
        role="alert"
        className={`flex max-w-sm items-start gap-3 rounded-xl border bg-slate-900 p-4 text-white shadow-xl shadow-black/60 ${t.visible ? 'opacity-100' : 'opacity-0'} transition-opacity`}
        style={{ borderColor: a.color }}
      >
        <Trophy aria-hidden className="mt-0.5 h-6 w-6 shrink-0" style={{ color: a.color }} />
        <div className="flex-1">
          <p className="text-xs uppercase tracking-wide text-slate-400">Achievement unlocked · {a.rarity}</p>
          <p className="font-semibold">{a.name}</p>
          <p className="text-sm text-slate-300">{a.description}</p>
          <p className="text-xs text-slate-400" title={POINTS_MEANING}>
            +{a.points} achievement points
          </p>
        </div>
        <button
          type="button"
          aria-label="Close achievement"
          onClick={() => toast.dismiss(t.id)}
          className="rounded p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    ),
    { duration: ACHIEVEMENT_TOAST_MS, id: `achievement-${a.id}` },
  );
}

/** Mount once: turns xp-awarded events into queued toasts. */
export function XpToastHost() {
  const queue = useRef<ToastQueue<XpEventView> | null>(null);
  useEffect(() => {
    const q = new ToastQueue<XpEventView>(showXpToast);
    queue.current = q;
    const show = (detail: XpAwardedDetail) => {
      // Shown now, so never announced again (the dashboard replays only what was not seen).
      markSeen(localUserId(getSession()), detail.events, detail.achievements);
      q.push(...detail.events);
      for (const a of detail.achievements) showAchievementToast(a);
    };
    const onAward = (e: Event) => show((e as CustomEvent<XpAwardedDetail>).detail);
    window.addEventListener(XP_AWARDED, onAward);
    for (const detail of takeEarlyAwards()) show(detail);
    return () => {
      window.removeEventListener(XP_AWARDED, onAward);
      q.dispose();
    };
  }, []);
  return null;
}
