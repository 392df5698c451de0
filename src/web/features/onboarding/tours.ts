import { FEATURE_KEYS, type FeatureKey } from '../../../core/onboarding/features';
import { type FeatureStatus, isDone, type StatusMap } from '../../../core/onboarding/rules';
import type { CompletionData, FeaturesAnswer } from '../../../shared/api/onboarding';
import { api } from '../../lib/api';
import { getSession, localUserId } from '../../lib/session';
import { readJson, userKey, writeJson } from '../../lib/storage';

// Where tour state lives (spec §4 Feature tour, §6): on the server for signed-in learners, and
// always in this browser too (the guest list of completed tours; for users, a copy that keeps a
// tour from starting twice even when the server cannot be reached).

export const TOURS_KEY = 'tours';
/** Set when the learner turns every tour off (a button in the tour). */
export const TOURS_OFF_KEY = 'thinkstreet:tours-off';
export const TOUR_VERSION = '1';

type LocalTours = Partial<Record<FeatureKey, 'completed' | 'skipped'>>;

export function localTours(userId = localUserId()): LocalTours {
  return readJson<LocalTours>(userKey(userId, TOURS_KEY)) ?? {};
}

function markLocal(key: FeatureKey, status: 'completed' | 'skipped', userId = localUserId()): void {
  writeJson(userKey(userId, TOURS_KEY), { ...localTours(userId), [key]: status });
}

export function toursTurnedOff(): boolean {
  return localStorage.getItem(TOURS_OFF_KEY) === '1';
}

export function turnToursOff(): void {
  localStorage.setItem(TOURS_OFF_KEY, '1');
}

/**
 * The learner's tour statuses. Signed in: the server's, with anything done on this device added;
 * when the server fails, null (the spec: a failed check does not show a tour).
 */
export async function loadStatuses(): Promise<StatusMap | null> {
  const local = localTours();
  if (!getSession().isAuthenticated) return { ...local };
  try {
    const { features } = await api<FeaturesAnswer>('/api/onboarding/features');
    const map: StatusMap = {};
    for (const f of features) map[f.featureKey] = f.status as FeatureStatus;
    for (const k of FEATURE_KEYS) if (local[k] && !isDone(map[k])) map[k] = local[k];
    return map;
  } catch (error) {
    console.warn('Could not check the feature tours.', error);
    return null;
  }
}

export async function startTour(key: FeatureKey): Promise<boolean> {
  if (!getSession().isAuthenticated) return true;
  try {
    await api('/api/onboarding/start', { method: 'POST', body: { featureKey: key } });
    return true;
  } catch (error) {
    console.warn('Could not record the tour start.', error);
    return false;
  }
}

/** Completion and skip both mark the feature onboarded: here at once, on the server for users. */
export async function finishTour(key: FeatureKey, data: CompletionData): Promise<void> {
  markLocal(key, data.skipped ? 'skipped' : 'completed');
  if (!getSession().isAuthenticated) return;
  try {
    await api('/api/onboarding/complete', {
      method: 'POST',
      body: { featureKey: key, completionData: data },
    });
  } catch (error) {
    console.warn('Could not save the tour; it stays done on this device.', error);
  }
}

/** For the onboarding flow: general_onboarding is done on this device too. */
export function markGeneralOnboardingDone(userId = localUserId()): void {
  markLocal('general_onboarding', 'completed', userId);
}
