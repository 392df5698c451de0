// Time actually spent in a lesson: the player ticks a clock while it is open; time counts only
// while the page is visible and the reader has done something (a key, a tap, a scroll) in the last
// few minutes, and one tick never adds more than a short step, so a laptop left open overnight or a
// sleeping phone adds nothing. Pure: the player hands in the times.

export type StudyClock = {
  /** Seconds counted so far. */
  seconds: number;
  /** When the clock last ticked (ms), or null before the first tick. */
  lastTick: number | null;
  /** When the reader last did something (ms). */
  lastInput: number;
};

/** After this long without input, the reader is away. */
export const IDLE_AFTER_MS = 3 * 60_000;
/** The most one tick can add (the player ticks far more often). */
export const MAX_STEP_MS = 15_000;

export function startClock(now: number, seconds = 0): StudyClock {
  return { seconds: Math.max(0, seconds), lastTick: now, lastInput: now };
}

export function tick(clock: StudyClock, now: number, visible: boolean): StudyClock {
  const gap = clock.lastTick === null ? 0 : now - clock.lastTick;
  const active = visible && now - clock.lastInput <= IDLE_AFTER_MS;
  const add = active ? Math.min(Math.max(0, gap), MAX_STEP_MS) : 0;
  return { ...clock, seconds: clock.seconds + add / 1000, lastTick: now };
}

export function input(clock: StudyClock, now: number): StudyClock {
  return { ...clock, lastInput: Math.max(clock.lastInput, now) };
}

/** Whole minutes of study, as the engine counts the learner's total (totalStudyTimeMinutes). */
export function studyMinutes(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60);
}

/**
 * Study time as every screen writes it (the lesson's completion screen, the dashboard, the
 * profile), from whole minutes counted one way: "under a minute", "12 min", "1 h 5 min".
 */
export function studyTimeText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m === 0) return 'under a minute';
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}
