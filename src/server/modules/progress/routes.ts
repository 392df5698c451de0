import { z } from 'zod';
import { progressTotals } from '../../../core/gamification/dashboard';
import {
  achievementsAnswer,
  analyticsProgressAnswer,
  analyticsProgressBody,
  dashboardAnswer,
  errorAnswer,
  nextLessonAnswer,
  preferencesAnswer,
  preferencesBody,
  progressProgressAnswer,
  progressUserAnswer,
  recordedAnswer,
  storyProgressAnswer,
  storyProgressBody,
  streakAnswer,
  trackBody,
  vacationBody,
} from '../../../shared/api/progress';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import {
  achievements,
  assertLesson,
  carriedAt,
  dashboard,
  learnerState,
  levelTitle,
  nextLessons,
  recordActivity,
  storyRecords,
  xpPreview,
} from './service';
import { mergePreferences } from './store';
import { endStreakVacation, startStreakVacation, streakView } from './streak';

// Progress, analytics, achievements and next-lesson routes (app-and-learning §7). The module is
// mounted at the root because the spec spreads these calls over several prefixes.

const secured = [{ bearer: [] }];
const tags = ['progress'];
const denied = { 400: errorAnswer, 401: errorAnswer };

export default async function progressRoutes(app: App, deps: Deps): Promise<void> {
  const auth = { preValidation: app.authenticate };

  app.post(
    '/api/auth/progress',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Save story progress. `completed: true` records a completed lesson and awards XP computed by the server (base = the lesson XP, then every rule of spec §9; a repeat decays). `score` is the story score in percent (default 100); `timeSpent` is in seconds. An id outside the catalogue is 400.',
        body: storyProgressBody,
        response: { 200: recordedAnswer, ...denied },
      },
    },
    async (request) => {
      const { storyId, completed, score, timeSpent } = request.body;
      assertLesson(storyId);
      const { entryId: _id, ...answer } = await recordActivity(deps, request.user.id, {
        type: completed ? 'lesson_complete' : 'lesson_progress',
        lessonId: storyId,
        data: {
          // The spec's default story score is 100; an unfinished story has no score yet.
          ...(completed || score !== undefined ? { score: score ?? 100 } : {}),
          ...(timeSpent === undefined ? {} : { timeSpent }),
        },
      });
      return answer;
    },
  );

  app.get(
    '/api/auth/progress',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Story progress records (storyId, completed, best score, timestamp), the totals, and xpPreview: what finishing each lesson would pay this learner now ({ min, max }: the poorest run, which a first completion pays at least the lesson XP, and the best run with a perfect quiz).',
        response: { 200: storyProgressAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const state = await learnerState(deps, request.user.id);
      return {
        ...progressTotals(state.progress),
        progress: storyRecords(state.rows),
        courseProgress: state.progress.courseProgress,
        xpPreview: xpPreview(deps, state),
      };
    },
  );

  app.get(
    '/api/progress/progress',
    {
      ...auth,
      schema: { tags, security: secured, response: { 200: progressProgressAnswer, 401: errorAnswer } },
    },
    async (request) => {
      const { progress: p } = await learnerState(deps, request.user.id);
      return {
        currentStreak: p.currentStreak,
        longestStreak: p.longestStreak,
        totalXP: p.totalXP,
        totalLessonsCompleted: p.totalLessonsCompleted,
        totalStudyTimeMinutes: p.totalStudyTimeMinutes,
      };
    },
  );

  app.get(
    '/api/progress/user',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'user.totalXP and user.level (the 100-level system), used to refresh after onboarding.',
        response: { 200: progressUserAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const { progress: p } = await learnerState(deps, request.user.id);
      return {
        user: {
          id: request.user.id,
          totalXP: p.totalXP,
          xp: p.totalXP,
          level: p.level,
          levelTitle: levelTitle(p.level),
          currentStreak: p.currentStreak,
        },
      };
    },
  );

  app.post(
    '/api/analytics/track',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Record an activity: login (daily login XP once a local day), lesson_complete (lessonId, courseId, timeSpent in seconds; a sent xpEarned is ignored), quiz_complete (quizId = the lesson id, score, passed), trade_execute (symbol, type, quantity, price, timestamp; logged without XP: trades earn XP from the server trade log); logout, session_start, session_end and page_view are logged without XP. Send an `Idempotency-Key` header with a write the client may repeat: the same key again records nothing and answers what the first one earned; the same key with another activity type or lesson is 422.',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(100).optional() }),
        body: trackBody,
        response: { 200: recordedAnswer, ...denied, 422: errorAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      const userId = request.user.id;
      const clientKey = request.headers['idempotency-key'];
      const record = async (activity: Parameters<typeof recordActivity>[2], occurredAt?: string) => {
        const { entryId: _id, ...answer } = await recordActivity(
          deps,
          userId,
          { ...activity, ...(clientKey ? { clientKey } : {}) },
          await carriedAt(deps, userId, occurredAt),
        );
        return answer;
      };
      switch (body.activityType) {
        case 'lesson_complete': {
          const d = body.activityData;
          assertLesson(d.lessonId);
          return record(
            {
              type: 'lesson_complete',
              lessonId: d.lessonId,
              data: {
                ...(d.courseId ? { courseId: d.courseId } : {}),
                ...(d.timeSpent === undefined ? {} : { timeSpent: d.timeSpent }),
                ...(d.score === undefined ? {} : { score: d.score }),
              },
            },
            d.occurredAt,
          );
        }
        case 'quiz_complete': {
          const d = body.activityData;
          assertLesson(d.quizId);
          return record(
            {
              type: 'quiz_complete',
              lessonId: d.quizId,
              data: { quizId: d.quizId, score: d.score, passed: d.passed },
            },
            d.occurredAt,
          );
        }
        case 'trade_execute': {
          // Kept as a report only: XP for trading comes from the server's own trade log (trading module).
          const d = body.activityData;
          return record({
            type: 'trade_reported',
            data: {
              symbol: d.symbol.toUpperCase(),
              ...(d.type ? { side: d.type } : {}),
              ...(d.quantity === undefined ? {} : { quantity: d.quantity }),
              ...(d.price === undefined ? {} : { price: d.price }),
            },
          });
        }
        case 'login':
          return record({ type: 'login' });
        default:
          return record({ type: body.activityType });
      }
    },
  );

  app.post(
    '/api/analytics/progress',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Lesson progress in percent (100 completes the lesson and awards its XP); timeSpent in seconds; a quizScore is recorded as that lesson quiz (passed from 70 %).',
        body: analyticsProgressBody,
        response: { 200: analyticsProgressAnswer, ...denied },
      },
    },
    async (request) => {
      const { lessonId, progress, timeSpent, quizScore, courseId } = request.body;
      assertLesson(lessonId);
      const userId = request.user.id;
      const events = [];
      if (quizScore !== undefined) {
        const quiz = await recordActivity(deps, userId, {
          type: 'quiz_complete',
          lessonId,
          data: { quizId: lessonId, score: quizScore, passed: quizScore >= 70 },
        });
        events.push(...quiz.xpEvents);
      }
      const completed = progress >= 100;
      const answer = await recordActivity(deps, userId, {
        type: completed ? 'lesson_complete' : 'lesson_progress',
        lessonId,
        data: {
          progress,
          ...(courseId ? { courseId } : {}),
          ...(timeSpent === undefined ? {} : { timeSpent }),
          ...(quizScore === undefined ? {} : { score: quizScore }),
        },
      });
      events.push(...answer.xpEvents);
      const state = await learnerState(deps, userId);
      return {
        success: true as const,
        lessonId,
        progress: state.progress.courseProgress[lessonId]?.percent ?? progress,
        completed: state.progress.courseProgress[lessonId]?.completed ?? completed,
        xpEvents: events,
        user: answer.user,
      };
    },
  );

  app.get(
    '/api/analytics/dashboard',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Everything the dashboard shows: totals, level progress (100-level system) and the profile/simple levels, events studied, recentActivity, recent XP events and the achievements nudge.',
        response: { 200: dashboardAnswer, 401: errorAnswer },
      },
    },
    async (request) => dashboard(deps, request.user.id),
  );

  app.get(
    '/api/analytics/achievements',
    { ...auth, schema: { tags, security: secured, response: { 200: achievementsAnswer, 401: errorAnswer } } },
    async (request) => achievements(deps, request.user.id),
  );

  app.get(
    '/api/achievements',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'All 31 achievements split into unlocked (with unlockedAt) and locked (with progress).',
        response: { 200: achievementsAnswer, 401: errorAnswer },
      },
    },
    async (request) => achievements(deps, request.user.id),
  );

  app.get(
    '/api/analytics/streak',
    { ...auth, schema: { tags, security: secured, response: { 200: streakAnswer, 401: errorAnswer } } },
    async (request) => streakView(deps, await learnerState(deps, request.user.id)),
  );

  app.put(
    '/api/analytics/streak/vacation',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Vacation mode: pause the streak for `days` days (1–14) from today in the learner time zone; at most 14 days a calendar year, one vacation at a time.',
        body: vacationBody,
        response: { 200: streakAnswer, ...denied },
      },
    },
    async (request) => startStreakVacation(deps, request.user.id, request.body.days),
  );

  app.delete(
    '/api/analytics/streak/vacation',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'End the current (or booked) vacation today; the days not yet taken are given back.',
        response: { 200: streakAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => endStreakVacation(deps, request.user.id),
  );

  app.put(
    '/api/analytics/preferences',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Save the preference questionnaire (learning_style, goals, experience, interests, time_commitment).',
        body: preferencesBody,
        response: { 200: preferencesAnswer, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      preferences: await mergePreferences(deps.db, request.user.id, request.body),
    }),
  );

  app.get(
    '/api/ml/predictions/next_lesson',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          "Up to three next lessons from the learner's own progress (prerequisites, readiness from completions and quiz results, lessons started, category interest, chronology) and what other learners completed next after the same lesson, each with a confidence 0–1 and a reason. On failure, the spec's fallback list mapped to real lessons, with fallback: true.",
        response: { 200: nextLessonAnswer, 401: errorAnswer },
      },
    },
    async (request) => nextLessons(deps, request.user.id),
  );
}
