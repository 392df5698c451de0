import { fnv1a } from '../hash';

// Weekly leagues (issue 21 point 4, decision 0016). Pure: the week, the ten tiers, placement into
// leagues of at most 30, the standings, and who moves up or down when the week ends.

export const TIERS = [
  'Penny Stock',
  'Micro Cap',
  'Small Cap',
  'Mid Cap',
  'Large Cap',
  'Growth Stock',
  'Value Stock',
  'Dividend Aristocrat',
  'Mega Cap',
  'Blue Chip',
] as const;
export const LOWEST_TIER = 1;
export const HIGHEST_TIER = TIERS.length;
export const LEAGUE_SIZE = 30;
export const PROMOTED = 7;
export const DEMOTED = 5;

const DAY = 86_400_000;
const WEEK = 7 * DAY;

export function tierName(tier: number): string {
  return TIERS[Math.min(HIGHEST_TIER, Math.max(LOWEST_TIER, tier)) - 1]!;
}

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: Date): Date {
  const midnight = Math.floor(at.getTime() / DAY) * DAY;
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(midnight - weekday * DAY);
}

/** The week's key: its Monday as YYYY-MM-DD. */
export function weekKey(at: Date): string {
  return weekStart(at).toISOString().slice(0, 10);
}

export function weekEnd(key: string): Date {
  return new Date(Date.parse(`${key}T00:00:00Z`) + WEEK);
}

export function previousWeek(key: string): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) - WEEK).toISOString().slice(0, 10);
}

/** A stable shuffle key, so placement depends only on the week and the learners. */
const hash = fnv1a;

export type Candidate = { userId: string; tier: number };
export type PlacedLeague = { tier: number; number: number; userIds: string[] };

/**
 * Places the week's learners: within each tier, in an order shuffled by (week, user), split into
 * the fewest leagues of at most 30, as even as possible (31 learners make 16 + 15, not 30 + 1).
 */
export function placeLeagues(week: string, candidates: readonly Candidate[]): PlacedLeague[] {
  const byTier = new Map<number, string[]>();
  for (const c of candidates) {
    const tier = Math.min(HIGHEST_TIER, Math.max(LOWEST_TIER, Math.trunc(c.tier)));
    byTier.set(tier, [...(byTier.get(tier) ?? []), c.userId]);
  }
  const leagues: PlacedLeague[] = [];
  for (const tier of [...byTier.keys()].sort((a, b) => a - b)) {
    const ids = [...new Set(byTier.get(tier))].sort(
      (a, b) => hash(`${week}:${a}`) - hash(`${week}:${b}`) || (a < b ? -1 : 1),
    );
    const count = Math.ceil(ids.length / LEAGUE_SIZE);
    for (let n = 0; n < count; n++) {
      const from = Math.floor((n * ids.length) / count);
      const to = Math.floor(((n + 1) * ids.length) / count);
      leagues.push({ tier, number: n + 1, userIds: ids.slice(from, to) });
    }
  }
  return leagues;
}

export type Member = { userId: string; name: string; weeklyXp: number };
export type Standing = Member & { rank: number };

/**
 * The league table: most XP this week first; ties share no rank, they are broken by the stable
 * (week, user) key so every reader sees the same order.
 */
export function standings(week: string, members: readonly Member[]): Standing[] {
  return [...members]
    .sort(
      (a, b) =>
        b.weeklyXp - a.weeklyXp ||
        hash(`${week}:${a.userId}`) - hash(`${week}:${b.userId}`) ||
        (a.userId < b.userId ? -1 : 1),
    )
    .map((m, i) => ({ ...m, rank: i + 1 }));
}

/**
 * How many move up and down in a league of `size`: 7 up and 5 down in a full league of 30, the
 * same shares (rounded up for promotion, down for demotion) in a smaller one, so a league of 4
 * promotes 1 and demotes none.
 */
export function movementSlots(size: number): { up: number; down: number } {
  const up = Math.min(PROMOTED, Math.ceil((size * PROMOTED) / LEAGUE_SIZE));
  const down = Math.min(DEMOTED, Math.floor((size * DEMOTED) / LEAGUE_SIZE));
  return { up, down: Math.min(down, Math.max(0, size - up)) };
}

/**
 * Next week's tier of each member when the week ends: the top slots move up (only with XP earned
 * this week), the bottom slots move down, within the ten tiers.
 */
export function nextTiers(week: string, tier: number, members: readonly Member[]): Map<string, number> {
  const table = standings(week, members);
  const { up, down } = movementSlots(table.length);
  const next = new Map<string, number>();
  for (const s of table) {
    let t = tier;
    if (s.rank <= up && s.weeklyXp > 0) t = Math.min(HIGHEST_TIER, tier + 1);
    else if (s.rank > table.length - down) t = Math.max(LOWEST_TIER, tier - 1);
    next.set(s.userId, t);
  }
  return next;
}
