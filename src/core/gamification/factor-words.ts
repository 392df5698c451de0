import {
  DIFFICULTY_MULTIPLIER,
  DOUBLE_XP_WEEKEND_FACTOR,
  FIRST_OF_DAY_FACTOR,
  HAPPY_HOUR,
  MORNING,
  STORY_PATH,
  WEEKEND_FACTOR,
} from './constants';

// What each XP factor means, in one plain sentence, for wherever a factor's name is shown (the XP
// toast, the lesson's "How you earned it"): "happy hour ×1.5" alone told a learner nothing. The clock's
// bonuses apply to a trade or a game as to a lesson, so they do not say "studying".

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const d = DIFFICULTY_MULTIPLIER;
const QUALITY_SCALE = '100% pays ×1.5, 90% or more ×1.3, 80% or more ×1.1, below 70% ×0.8.';

const MEANINGS: readonly [RegExp, string][] = [
  [
    /^level \d+ penalty$/,
    'Higher levels earn a little less for the same activity, so each level means more.',
  ],
  [/ mastery$/, 'Lessons in a subject you have already studied a lot pay a little less.'],
  [/^repeat #\d+$/, 'Doing the same thing again pays less each time.'],
  [
    /^morning$/,
    `Anything you do from ${hour(MORNING.fromHour)} to ${hour(MORNING.toHour)} pays ×${MORNING.factor}.`,
  ],
  [/^weekend$/, `Anything you do on a Saturday or Sunday pays ×${WEEKEND_FACTOR}.`],
  [/^first \w+ today$/, `Your first one of the day pays ×${FIRST_OF_DAY_FACTOR}.`],
  [/^\d+-day streak$/, 'Learning on several days in a row raises every award.'],
  [
    / difficulty$/,
    `The lesson's level: Beginner lessons count as easy (×${d.easy}), Intermediate as medium (×${d.medium}), Advanced as hard (×${d.hard}).`,
  ],
  [/^fast pace$/, 'Finishing faster than the lesson’s expected time pays a little more.'],
  [
    new RegExp(`^${STORY_PATH} score \\d+%$`),
    `This story is scored on the choices you made and the ending you reached, not on the quiz: the points on its last page, counted as a percent up to 100%. ${QUALITY_SCALE}`,
  ],
  [/ score \d+%$/, `Your score: ${QUALITY_SCALE}`],
  [/^double XP weekend$/, `The first weekend of each month pays ×${DOUBLE_XP_WEEKEND_FACTOR}.`],
  [
    /^happy hour$/,
    `Every day from ${hour(HAPPY_HOUR.hour)} to ${hour(HAPPY_HOUR.hour + 1)} your XP is multiplied by ${HAPPY_HOUR.factor}.`,
  ],
];

/** The factor's meaning ("happy hour" → "Every day from 15:00 to 16:00 …"), or null if unknown. */
export function factorMeaning(name: string): string | null {
  return MEANINGS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** What achievement points are, wherever they are counted beside XP. */
export const POINTS_MEANING =
  'Achievement points add up what your achievements are worth: harder and rarer ones are worth more. They are not XP and do not change your level.';
