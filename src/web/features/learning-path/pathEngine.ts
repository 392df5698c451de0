// The learning path's heavy half (every quiz question and glossary concept, the review scheduler):
// pathClient loads it on demand, so a route that only shows the path does not carry the quiz bank
// in its entry (issue 14).
export { isKnownCard, lessonOfCard, quizItem, termCardId, termItem } from '../../../core/learning-path/cards';
export {
  afterReviewSession,
  afterWrongAnswer,
  fullHearts,
  heartsAt,
  heartsStatus,
} from '../../../core/learning-path/hearts';
export { buildPath, masteryByLesson, preferencesFrom } from '../../../core/learning-path/path';
export {
  cardStatus,
  dueCards,
  lessonMasteryOf,
  meet,
  review,
  sessionCards,
} from '../../../core/learning-path/review';
