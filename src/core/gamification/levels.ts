import {
  DASHBOARD_MILESTONES,
  DASHBOARD_XP_PER_LEVEL,
  LEVEL_TITLES,
  MAX_RICH_LEVEL,
  PROFILE_XP_PER_LEVEL,
  RICH_LEVEL_BANDS,
} from './constants';

// The three level systems of spec §9 and the level titles.

/** Profile level: floor(XP / 1000) + 1. */
export function profileLevel(xp: number): number {
  return Math.floor(Math.max(0, xp) / PROFILE_XP_PER_LEVEL) + 1;
}

/** Simple dashboard level: floor(XP / 250) + 1. */
export function dashboardLevel(xp: number): number {
  return Math.floor(Math.max(0, xp) / DASHBOARD_XP_PER_LEVEL) + 1;
}

/** XP that completing `level` takes in the rich system (its band's base + perLevel × level). */
export function richLevelRequirement(level: number): number {
  const band =
    RICH_LEVEL_BANDS.find((b) => level <= b.upTo) ?? RICH_LEVEL_BANDS[RICH_LEVEL_BANDS.length - 1]!;
  return band.base + band.perLevel * level;
}

export type RichLevel = { level: number; xpRequired: number; cumulativeXP: number; title: string };

/**
 * The 100 levels. `cumulativeXP` of level L is the total XP that completes it, so level 1 starts at
 * 0 XP and level L + 1 at cumulativeXP(L): 60, 130, 210, 300 … (the dashboard's first milestones).
 */
export const RICH_LEVELS: readonly RichLevel[] = (() => {
  const levels: RichLevel[] = [];
  let cumulative = 0;
  for (let level = 1; level <= MAX_RICH_LEVEL; level++) {
    const xpRequired = richLevelRequirement(level);
    cumulative += xpRequired;
    levels.push({ level, xpRequired, cumulativeXP: cumulative, title: levelTitle(level) });
  }
  return levels;
})();

/** XP at which a rich level starts (0 for level 1). */
export function richLevelStart(level: number): number {
  if (level <= 1) return 0;
  return RICH_LEVELS[Math.min(level, MAX_RICH_LEVEL) - 2]!.cumulativeXP;
}

export function richLevel(xp: number): number {
  let level = 1;
  for (const l of RICH_LEVELS) {
    if (xp >= l.cumulativeXP && level < MAX_RICH_LEVEL) level = l.level + 1;
    else break;
  }
  return level;
}

export type LevelProgress = {
  level: number;
  title: string;
  xp: number;
  levelStartXP: number;
  /** null at the top level. */
  nextLevelXP: number | null;
  xpIntoLevel: number;
  xpToNext: number;
  /** 0–100. */
  percent: number;
};

export function richLevelProgress(xp: number): LevelProgress {
  const level = richLevel(xp);
  const start = richLevelStart(level);
  const next = level >= MAX_RICH_LEVEL ? null : richLevelStart(level + 1);
  const span = next === null ? 1 : next - start;
  return {
    level,
    title: levelTitle(level),
    xp,
    levelStartXP: start,
    nextLevelXP: next,
    xpIntoLevel: xp - start,
    xpToNext: next === null ? 0 : next - xp,
    percent: next === null ? 100 : Math.min(100, Math.floor(((xp - start) / span) * 100)),
  };
}

export function levelTitle(level: number): string {
  const clamped = Math.min(Math.max(1, level), MAX_RICH_LEVEL);
  return (LEVEL_TITLES.find((t) => clamped <= t.upTo) ?? LEVEL_TITLES[LEVEL_TITLES.length - 1]!).title;
}

export type MilestoneProgress = {
  reached: { xp: number; label: string }[];
  next: { xp: number; label: string } | null;
  /** Progress from the last reached milestone to the next, 0–100. */
  percent: number;
};

export function milestoneProgress(xp: number): MilestoneProgress {
  const reached = DASHBOARD_MILESTONES.filter((m) => xp >= m.xp);
  const next = DASHBOARD_MILESTONES.find((m) => xp < m.xp) ?? null;
  const last = reached[reached.length - 1] ?? DASHBOARD_MILESTONES[0]!;
  const percent = next ? Math.floor(((xp - last.xp) / (next.xp - last.xp)) * 100) : 100;
  return { reached, next, percent };
}
