import type { StoredCard } from '../../../core/learning-path/review';
import { errorAnswer } from '../../../shared/api/auth';
import {
  aiPreferencesAnswer,
  aiPreferencesBody,
  answerAnswer,
  answerBody,
  carryCardsAnswer,
  carryCardsBody,
  heartsAnswer,
  pathAnswer,
  placementAnswer,
  placementBody,
  reviewSessionAnswer,
  reviewSessionBody,
  reviewsAnswer,
  termsAnswer,
  termsBody,
} from '../../../shared/api/learning-path';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { mergePreferences } from '../progress/store';
import {
  answerQuestion,
  carryCards,
  currentHearts,
  finishReviewSession,
  gradePlacementAnswers,
  learningPath,
  meetTerms,
  reviewSession,
} from './service';

// The AI learning path, spaced review and hearts (issue 10), and the spec's
// POST /api/ai-learning/preferences. Mounted at the root.

const secured = [{ bearer: [] }];
const tags = ['learning-path'];
const denied = { 400: errorAnswer, 401: errorAnswer };

export default async function learningPathRoutes(app: App, deps: Deps): Promise<void> {
  const auth = { preValidation: app.authenticate };

  app.post(
    '/api/ai-learning/preferences',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Saves the questionnaire answers (learning_style, goals, interests as lists; experience, time_commitment as one value) into the learner’s preferences; the path is built from them.',
        body: aiPreferencesBody,
        response: { 200: aiPreferencesAnswer, ...denied },
      },
    },
    async (request) => ({
      success: true,
      preferences: await mergePreferences(deps.db, request.user.id, request.body.preferences),
    }),
  );

  app.post(
    '/api/learning-path/placement',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Grades the onboarding placement check (3–5 questions from our quizzes, by card id and zero-based option) and stores the level the path starts at.',
        body: placementBody,
        response: { 200: placementAnswer, ...denied },
      },
    },
    async (request) => ({
      placement: await gradePlacementAnswers(deps, request.user.id, request.body.answers),
    }),
  );

  app.get(
    '/api/learning-path',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'The learner’s path (ordered lessons, courses, games and simulator tasks, each with a reason and done/next/later), the number of reviews due and the hearts.',
        response: { 200: pathAnswer, 401: errorAnswer },
      },
    },
    async (request) => learningPath(deps, request.user.id),
  );

  app.post(
    '/api/learning-path/answers',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'A quiz answer (card id `quiz:<lesson>:<page>:<question>`, zero-based option), graded by the server: the question becomes a review card, and a wrong answer costs a heart (never below 0). Unknown question: 404.',
        body: answerBody,
        response: { 200: answerAnswer, ...denied, 404: errorAnswer },
      },
    },
    async (request) => answerQuestion(deps, request.user.id, request.body.cardId, request.body.option),
  );

  app.post(
    '/api/learning-path/terms',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Glossary concepts the learner met; each becomes a review card. Unknown keys are ignored.',
        body: termsBody,
        response: { 200: termsAnswer, ...denied },
      },
    },
    async (request) => ({ met: await meetTerms(deps, request.user.id, request.body.keys) }),
  );

  app.post(
    '/api/learning-path/cards',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Review cards made in guest mode on this device, carried into the account with their FSRS schedule (up to 500). A card the account already has is kept as it is; unknown card ids are ignored. Answers how many were added and how many reviews are due now.',
        body: carryCardsBody,
        response: { 200: carryCardsAnswer, ...denied },
      },
    },
    async (request) =>
      carryCards(deps, request.user.id, request.body.cards as { cardId: string; card: StoredCard }[]),
  );

  app.get(
    '/api/learning-path/reviews',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'How many reviews are due, and a short session: the due cards first, then the weakest, up to 5.',
        response: { 200: reviewsAnswer, 401: errorAnswer },
      },
    },
    async (request) => reviewSession(deps, request.user.id),
  );

  app.post(
    '/api/learning-path/reviews',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Finishes a review session: each card is rescheduled with FSRS from its grade, then all five hearts are refilled. A card the learner does not have: 404.',
        body: reviewSessionBody,
        response: { 200: reviewSessionAnswer, ...denied, 404: errorAnswer },
      },
    },
    async (request) => finishReviewSession(deps, request.user.id, request.body.grades),
  );

  app.get(
    '/api/learning-path/hearts',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Hearts now (one comes back every 30 minutes) and milliseconds until the next one.',
        response: { 200: heartsAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ hearts: await currentHearts(deps, request.user.id) }),
  );
}
