import { FEATURE_KEYS, FEATURES, type FeatureKey, isFeatureKey } from '../../../core/onboarding/features';
import { checkFeature, isDone, type StatusMap, summarise } from '../../../core/onboarding/rules';
import {
  type EventType,
  type Patterns,
  patternsOf,
  RETENTION_DAYS,
  RETENTION_MAX_EVENTS,
} from '../../../core/onboarding/tracking';
import {
  type CompleteAnswer,
  type CompletionData,
  type TrackingEventBody,
  UNKNOWN_FEATURE,
} from '../../../shared/api/onboarding';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { recordActivity } from '../progress/service';
import {
  featureRows,
  insertEvents,
  listEvents,
  markDone,
  onboardingFlag,
  pruneEvents,
  setOnboardingFlag,
  statusMap,
} from './store';

// Use cases of the onboarding module: feature checks, tour completion, the AI onboarding flow's
// completion (general_onboarding, which earns the onboarding XP once) and behaviour tracking.

export function assertFeature(key: string): FeatureKey {
  if (!isFeatureKey(key)) throw httpError(404, UNKNOWN_FEATURE);
  return key;
}

/** The learner's statuses; finishing the onboarding flow (the user flag) counts as general_onboarding. */
export async function statuses(deps: Deps, userId: string): Promise<StatusMap> {
  const [rows, flag] = await Promise.all([featureRows(deps.db, userId), onboardingFlag(deps.db, userId)]);
  const map = statusMap(rows);
  if (flag && !isDone(map.general_onboarding)) map.general_onboarding = 'completed';
  return map;
}

export async function complete(
  deps: Deps,
  userId: string,
  key: FeatureKey,
  data: CompletionData,
): Promise<CompleteAnswer> {
  const now = deps.clock();
  const skipped = data.skipped === true;
  const stored = { ...data, completedAt: data.completedAt ?? now.toISOString() };
  await markDone(deps.db, userId, key, skipped ? 'skipped' : 'completed', stored, now);
  let xpAwarded = 0;
  if (key === 'general_onboarding') {
    await setOnboardingFlag(deps.db, userId, true);
    if (!skipped) {
      const answer = await recordActivity(deps, userId, {
        type: 'onboarding_complete',
        lessonId: null,
        data: {},
      });
      xpAwarded = answer.xpEarned;
    }
  }
  return {
    success: true,
    xpAwarded,
    message: skipped ? `${FEATURES[key].featureName} tour skipped` : 'Onboarding completed successfully',
  };
}

export async function generalStatus(deps: Deps, userId: string) {
  const [rows, map] = await Promise.all([featureRows(deps.db, userId), statuses(deps, userId)]);
  const general = rows.find((r) => r.featureKey === 'general_onboarding');
  return {
    completed: isDone(map.general_onboarding),
    data: general && isDone(map.general_onboarding) ? general.completionData : null,
    summary: summarise(map),
  };
}

export function featureList(map: StatusMap) {
  return FEATURE_KEYS.map((k) => ({
    featureKey: k,
    featureName: FEATURES[k].featureName,
    stepCount: FEATURES[k].steps.length,
    prerequisites: [...FEATURES[k].prerequisites],
    status: checkFeature(k, map).userStatus,
  }));
}

// ---- tracking ---------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

export async function track(
  deps: Deps,
  userId: string,
  sessionId: string,
  events: readonly TrackingEventBody[],
): Promise<number> {
  const now = deps.clock();
  await insertEvents(
    deps.db,
    events.map((e) => {
      const at = new Date(e.context.timestamp);
      return {
        userId,
        sessionId: e.context.sessionId ?? sessionId,
        eventType: e.eventType,
        target: e.target,
        page: e.context.page,
        metadata: e.context.metadata ?? {},
        // A browser clock that is wrong (or a made-up time) is replaced by the server's.
        at: Number.isNaN(at.getTime()) || at.getTime() > now.getTime() ? now : at,
        receivedAt: now,
      };
    }),
  );
  await pruneEvents(deps.db, userId, new Date(now.getTime() - RETENTION_DAYS * DAY_MS), RETENTION_MAX_EVENTS);
  return events.length;
}

export async function patterns(deps: Deps, userId: string): Promise<Patterns> {
  const rows = await listEvents(deps.db, userId);
  return patternsOf(
    rows.map((r) => ({
      eventType: r.eventType as EventType,
      target: r.target,
      context: { page: r.page, timestamp: r.at.toISOString(), sessionId: r.sessionId, metadata: r.metadata },
    })),
  );
}
