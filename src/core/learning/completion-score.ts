import type { Lesson } from '../../content/schema';
import { learnedConcepts } from './concepts';
import { endingOf, scoreTulip, type TulipScore } from './tulip-score';

// The score a finished lesson reports with its progress record. A lesson with its own `scoring`
// (the tulip story) is scored by its path; any other lesson scores its XP (stories default to 100,
// spec §9). A negative path score is reported as 0.

export type Completion = { score: number; breakdown?: TulipScore };

export function completionScore(
  lesson: Pick<Lesson, 'xp' | 'scoring' | 'concepts' | 'pages'>,
  trail: readonly string[],
  choices: Readonly<Record<string, string>>,
): Completion {
  if (!lesson.scoring) return { score: lesson.xp };
  const choiceIds = trail.flatMap((id) => (choices[id] ? [choices[id]] : []));
  const learned = learnedConcepts(lesson.concepts, lesson.pages, trail);
  const breakdown = scoreTulip(lesson.scoring, {
    choiceIds,
    ending: endingOf(lesson.scoring, trail),
    learnedAllConcepts: learned.length === lesson.concepts.length,
  });
  return { score: Math.max(0, breakdown.total), breakdown };
}
