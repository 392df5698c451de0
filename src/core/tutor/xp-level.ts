import { MAX_RICH_LEVEL } from '../gamification/constants';
import { levelTitle, richLevelRequirement, richLevelStart } from '../gamification/levels';

// "How much XP do I need for level 5?": the level's threshold from the level table (spec §9's rich
// levels, the ones the Dashboard shows). It said only "Your progress is on the Dashboard".

const ASKS_LEVEL_XP =
  /\b(?:xp|points?|experience)\b.*\blevel (\d{1,4})\b|\blevel (\d{1,4})\b.*\b(?:xp|points?|experience)\b|\b(?:reach|get to|hit|become|make it to) level (\d{1,4})\b|\b(?:how (?:far|close|long)|how many (?:more )?(?:xp|points)) (?:am i |is it |do i have |away )?(?:from|to|until|till|for|before) (?:reaching |getting to )?level (\d{1,4})\b/i;

/** The level a message asks the XP of, or undefined when it asks none. */
export function xpLevelAsked(message: string): number | undefined {
  const m = ASKS_LEVEL_XP.exec(message);
  const n = Number(m?.slice(1).find((g) => g !== undefined));
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

const xp = (n: number) => `${n.toLocaleString('en-US')} XP`;

/** What reaching `level` takes, and, with the learner's XP, how far they are from it. */
export function xpLevelAnswer(level: number, totalXP?: number): string {
  if (level > MAX_RICH_LEVEL)
    return `Levels go up to ${MAX_RICH_LEVEL} (${levelTitle(MAX_RICH_LEVEL)}), reached at ${xp(richLevelStart(MAX_RICH_LEVEL))} in all.`;
  const start = richLevelStart(level);
  const told =
    level === 1
      ? `Level 1 (${levelTitle(1)}) is where everyone starts, at 0 XP; level 2 takes ${xp(richLevelRequirement(1))}.`
      : `Level ${level} (${levelTitle(level)}) starts at ${xp(start)} in all: level ${level - 1} alone takes ${xp(richLevelRequirement(level - 1))}, and each level takes more than the one before.`;
  if (totalXP === undefined) return `${told} The Dashboard shows your XP and how far the next level is.`;
  return totalXP >= start
    ? `${told} You have ${xp(totalXP)}, so you are there already.`
    : `${told} You have ${xp(totalXP)}, so ${xp(start - totalXP)} to go.`;
}
