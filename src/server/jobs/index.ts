// Timed work (DESIGN.md §1, §8): advanced and resting orders every 15 s, day-order expiry every 5 min,
// the risk monitor every 30 s, and the daily portfolio snapshots (taken hourly, one row per trading day, so the last one of a day
// stands). Each tick runs under a PostgreSQL advisory lock (never two at once), and a timer's tick only
// when it claims the job's current period (slots.ts): with several instances each period runs once.
import type { Deps } from '../deps';
import { competitionsTick } from '../modules/competitions/service';
import { leaguesTick } from '../modules/leagues/service';
import { optionExpiryTick } from '../modules/options/service';
import { corporateActionsTick } from '../modules/trading/corporate-actions';
import { marginJobTick } from '../modules/trading/margin-jobs';
import { expiryTick, processOrdersTick, snapshotTick } from '../modules/trading/processing';
import { rankingsTick } from '../modules/trading/rankings';
import { riskMonitorTick } from '../modules/trading/risk-alerts';
import { JOB_LOCKS, withAdvisoryLock } from './advisory';
import { claimSlot, slotOf } from './slots';

export const JOB_INTERVALS_MS = {
  orders: 15_000,
  expiry: 5 * 60_000,
  snapshots: 60 * 60_000,
  options: 5 * 60_000,
  leagues: 60_000,
  rankings: 60_000,
  margin: 5 * 60_000,
  corporateActions: 5 * 60_000,
  risk: 30_000,
} as const;

type Job = { name: keyof typeof JOB_LOCKS; every: number; tick: (deps: Deps) => Promise<unknown> };

const jobs: Job[] = [
  { name: 'orders', every: JOB_INTERVALS_MS.orders, tick: processOrdersTick },
  { name: 'expiry', every: JOB_INTERVALS_MS.expiry, tick: expiryTick },
  { name: 'snapshots', every: JOB_INTERVALS_MS.snapshots, tick: snapshotTick },
  { name: 'options', every: JOB_INTERVALS_MS.options, tick: optionExpiryTick },
  { name: 'leagues', every: JOB_INTERVALS_MS.leagues, tick: leaguesTick },
  {
    name: 'rankings',
    every: JOB_INTERVALS_MS.rankings,
    // The personal leaderboard, then every running game's; ended games are finished (issue 21).
    tick: async (deps) => {
      await rankingsTick(deps);
      await competitionsTick(deps);
    },
  },
  { name: 'margin', every: JOB_INTERVALS_MS.margin, tick: marginJobTick },
  { name: 'corporateActions', every: JOB_INTERVALS_MS.corporateActions, tick: corporateActionsTick },
  { name: 'risk', every: JOB_INTERVALS_MS.risk, tick: riskMonitorTick },
];

let timers: NodeJS.Timeout[] = [];
const running = new Set<Promise<unknown>>();

/** Runs one job's tick now under its advisory lock (also used by tests). */
export async function runJob(deps: Deps, name: Job['name']): Promise<boolean> {
  const job = jobs.find((j) => j.name === name)!;
  return withAdvisoryLock(deps, JOB_LOCKS[name], async () => {
    await job.tick(deps);
  });
}

/**
 * Runs the job's tick for one period (by default the period of the wall clock now) unless any
 * instance already ran it or a later one; true when this call ran it. The timers call this.
 */
export async function runScheduled(deps: Deps, name: Job['name'], slot?: number): Promise<boolean> {
  const job = jobs.find((j) => j.name === name)!;
  // Periods follow the wall clock, as the timers do, never a test's settable clock.
  const period = slot ?? slotOf(Date.now(), job.every);
  let ran = false;
  await withAdvisoryLock(deps, JOB_LOCKS[name], async () => {
    if (!(await claimSlot(deps, name, period))) return;
    await job.tick(deps);
    ran = true;
  });
  return ran;
}

/** Starts the timers (no-op when config.JOBS is false). Call once from main after the server is built. */
export function startJobs(deps: Deps): void {
  if (!deps.config.JOBS || timers.length > 0) return;
  for (const job of jobs) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return; // a slow tick is never overlapped by the next one
      busy = true;
      const p = runScheduled(deps, job.name)
        .catch((error) => deps.log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    }, job.every);
    timer.unref();
    timers.push(timer);
  }
  deps.log.info('trading jobs started');
}

/** Stops the timers and waits for ticks in flight. Call on shutdown before closing the database. */
export async function stopJobs(): Promise<void> {
  for (const t of timers) clearInterval(t);
  timers = [];
  await Promise.allSettled([...running]);
}
