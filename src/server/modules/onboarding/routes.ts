import { FEATURES } from '../../../core/onboarding/features';
import { checkFeature, nextRecommended, summarise } from '../../../core/onboarding/rules';
import { errorAnswer } from '../../../shared/api/auth';
import {
  checkAnswer,
  checkMultipleAnswer,
  checkMultipleBody,
  completeAnswer,
  completeBody,
  featureParams,
  featuresAnswer,
  nextAnswer,
  patternsAnswer,
  startBody,
  statusAnswer,
  successAnswer,
  summaryAnswer,
  trackAnswer,
  trackBody,
} from '../../../shared/api/onboarding';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { assertFeature, complete, featureList, generalStatus, patterns, statuses, track } from './service';
import { markStarted, resetFeatures } from './store';

// Onboarding and tracking routes (spec app-and-learning §7 Onboarding, Tracking). The spec's client
// calls /onboarding/... relative to its API base; here they live under /api/onboarding/
// (docs/decisions/0010-onboarding-and-path.md). The module is mounted at the root.

const secured = [{ bearer: [] }];
const tags = ['onboarding'];
const denied = { 400: errorAnswer, 401: errorAnswer };
const unknown = { ...denied, 404: errorAnswer };

export default async function onboardingRoutes(app: App, deps: Deps): Promise<void> {
  const auth = { preValidation: app.authenticate };

  app.get(
    '/api/onboarding/check/:featureKey',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Whether the feature tour should show to this learner: not completed or skipped, and every prerequisite done. An unknown key is 404.',
        params: featureParams,
        response: { 200: checkAnswer, ...unknown },
      },
    },
    async (request) => {
      const key = assertFeature(request.params.featureKey);
      return checkFeature(key, await statuses(deps, request.user.id));
    },
  );

  app.post(
    '/api/onboarding/check-multiple',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'The check of several features at once, keyed by feature key.',
        body: checkMultipleBody,
        response: { 200: checkMultipleAnswer, ...unknown },
      },
    },
    async (request) => {
      const keys = request.body.featureKeys.map(assertFeature);
      const map = await statuses(deps, request.user.id);
      return { results: Object.fromEntries(keys.map((k) => [k, checkFeature(k, map)])) };
    },
  );

  app.post(
    '/api/onboarding/start',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Marks a tour started (a completed or skipped tour stays as it is).',
        body: startBody,
        response: { 200: successAnswer, ...unknown },
      },
    },
    async (request) => {
      const key = assertFeature(request.body.featureKey);
      await markStarted(deps.db, request.user.id, key, deps.clock());
      return { success: true };
    },
  );

  app.post(
    '/api/onboarding/complete',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Completes a tour, or skips it with `completionData.skipped`. `general_onboarding` is the AI onboarding flow: it marks the user onboarded and earns the onboarding XP (100) once; `xpAwarded` is what this call earned (0 for a repeat or a skip).',
        body: completeBody,
        response: { 200: completeAnswer, ...unknown },
      },
    },
    async (request) => {
      const key = assertFeature(request.body.featureKey);
      return complete(deps, request.user.id, key, request.body.completionData);
    },
  );

  app.get(
    '/api/onboarding/features',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'The eight features with their step counts, prerequisites and the learner’s status.',
        response: { 200: featuresAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ features: featureList(await statuses(deps, request.user.id)) }),
  );

  app.get(
    '/api/onboarding/summary',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'How many tours are completed, skipped and left.',
        response: { 200: summaryAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ summary: summarise(await statuses(deps, request.user.id)) }),
  );

  app.get(
    '/api/onboarding/next-recommended',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'The first feature, in the spec order, whose tour is open and whose prerequisites are met; null when none is.',
        response: { 200: nextAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const next = nextRecommended(await statuses(deps, request.user.id));
      return {
        feature: next
          ? { featureKey: next.featureKey, featureName: FEATURES[next.featureKey].featureName }
          : null,
      };
    },
  );

  app.get(
    '/api/onboarding/status',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Whether the learner finished the AI onboarding flow (general_onboarding), its completion data, and the summary.',
        response: { 200: statusAnswer, 401: errorAnswer },
      },
    },
    async (request) => generalStatus(deps, request.user.id),
  );

  app.delete(
    '/api/onboarding/reset',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Forgets every tour and the onboarding flow, so they show again. XP already earned stays.',
        response: { 200: successAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      await resetFeatures(deps.db, request.user.id);
      return { success: true };
    },
  );

  app.post(
    '/api/ai-learning/track',
    {
      ...auth,
      schema: {
        tags: ['tracking'],
        security: secured,
        description:
          'Stores a batch of behaviour events (view, click, search, scroll, complete) for this learner. At most 100 per call; events older than 90 days and all but the newest 5000 are dropped.',
        body: trackBody,
        response: { 200: trackAnswer, ...denied },
      },
    },
    async (request) => ({
      success: true,
      stored: await track(deps, request.user.id, request.body.sessionId, request.body.events),
    }),
  );

  app.get(
    '/api/ai-learning/patterns',
    {
      ...auth,
      schema: {
        tags: ['tracking'],
        security: secured,
        description:
          'What this learner does most: events by type, top pages and targets, favourite area, scroll depth.',
        response: { 200: patternsAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ patterns: await patterns(deps, request.user.id) }),
  );
}
