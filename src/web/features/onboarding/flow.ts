import type { Level, Placement } from '../../../core/learning-path/path';
import { awardedXp, exitPathAfterOnboarding, shouldShowOnboardingFlow } from '../../../core/onboarding/rules';
import type { UserView } from '../../../shared/api/auth';
import type { PreferencesValue } from '../../../shared/api/learning-path';
import type { CompleteAnswer, StatusAnswer } from '../../../shared/api/onboarding';
import type { DashboardAnswer } from '../../../shared/api/progress';
import { api } from '../../lib/api';
import { refreshUserData } from '../../lib/learning-state';
import { getSession, localUserId } from '../../lib/session';
import { keys, readJson, userKey, writeJson } from '../../lib/storage';
import { markSeen } from '../dashboard/seen';
import { meetLocally } from '../learning-path/pathClient';
import { markGeneralOnboardingDone, TOUR_VERSION } from './tours';

// The AI onboarding flow's state (spec §3 local keys, §4 Onboarding (AI), §7, §8): a per-user
// local record (chosen options, userId, completedAt), synced to the server for signed-in learners.

export const ONBOARDING_RECORD = 'onboarding';
export const PLACEMENT_RECORD = 'placement';
/** A guest's quick-check answers (lib/guest-carry sends them to the new account). */
export const PLACEMENT_ANSWERS = 'placement-answers';

export type OnboardingRecord = {
  userId: string;
  chosen: PreferencesValue;
  placement: Placement | null;
  selectedPath: Level;
  completedAt: string;
};

export function localRecord(userId = localUserId()): OnboardingRecord | undefined {
  return readJson<OnboardingRecord>(userKey(userId, ONBOARDING_RECORD));
}

/** GET /api/onboarding/status → completed, or null when the call failed (spec §8: not completed). */
async function backendCompleted(): Promise<boolean | null> {
  try {
    return (await api<StatusAnswer>('/api/onboarding/status')).completed;
  } catch (error) {
    console.warn('Could not check onboarding; using this device’s record.', error);
    return null;
  }
}

/** Whether the flow should show to this signed-in learner (spec §4's rule). */
export async function shouldShowFlow(user: Pick<UserView, 'id' | 'totalXP' | 'hasCompletedOnboarding'>) {
  const backend = await backendCompleted();
  const record = localRecord(user.id);
  // A completion kept on this device because its sync failed is sent again.
  if (backend === false && record) void syncRecord(record);
  return shouldShowOnboardingFlow({
    backendCompleted: backend,
    totalXP: user.totalXP,
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    hasLocalRecord: record !== undefined,
  });
}

async function syncRecord(record: OnboardingRecord): Promise<void> {
  try {
    await api('/api/onboarding/complete', {
      method: 'POST',
      body: {
        featureKey: 'general_onboarding',
        completionData: {
          completedAt: record.completedAt,
          version: TOUR_VERSION,
          selectedPath: record.selectedPath,
        },
      },
    });
  } catch (error) {
    console.warn('Onboarding completion is still only on this device.', error);
  }
}

/** Where a sign-in goes: onboarding for a learner who has not done it, else the dashboard. */
export async function destinationAfterSignIn(user: UserView): Promise<'/onboarding' | '/dashboard'> {
  return (await shouldShowFlow(user)) ? '/onboarding' : '/dashboard';
}

export async function savePreferences(chosen: PreferencesValue): Promise<void> {
  writeJson(keys.userPreferences, chosen);
  if (!getSession().isAuthenticated) return;
  try {
    await api('/api/ai-learning/preferences', {
      method: 'POST',
      body: { preferences: chosen, timestamp: new Date().toISOString() },
    });
  } catch (error) {
    console.warn('Saving preferences failed; kept on this device.', error); // spec §8: silent
  }
}

/** Grades the placement: on the server for users (the authority), locally for guests. */
export async function savePlacement(
  answers: { cardId: string; option: number }[],
  local: Placement,
): Promise<Placement> {
  writeJson(userKey(localUserId(), PLACEMENT_RECORD), local);
  if (!getSession().isAuthenticated) {
    // Kept so an account made later is graded by the server on the same answers (guest-carry),
    // instead of asking the quick check again.
    writeJson(userKey(localUserId(), PLACEMENT_ANSWERS), answers);
    await meetLocally(answers);
    return local;
  }
  try {
    const { placement } = await api<{ placement: Placement }>('/api/learning-path/placement', {
      method: 'POST',
      body: { answers },
    });
    writeJson(userKey(localUserId(), PLACEMENT_RECORD), placement);
    return placement;
  } catch (error) {
    console.warn('Saving the placement failed; kept on this device.', error);
    return local;
  }
}

export type FlowResult = {
  xpAwarded: number;
  synced: boolean;
  message: string;
  exitTo: '/library' | '/dashboard';
};

/**
 * The completion's own toast names its XP ("… · +100 XP"), but the award never passed the XP toast
 * host, which marks what it shows as seen: the dashboard then announced the same +100 XP again on
 * arrival. The award, read back from the server, is marked seen here. (Achievements it unlocked are
 * left for the dashboard to announce, once.)
 */
async function markCompletionXpSeen(userId: string): Promise<void> {
  try {
    const { recentXp } = await api<DashboardAnswer>('/api/analytics/dashboard');
    markSeen(
      userId,
      recentXp.filter((e) => e.activity === 'onboarding_complete'),
      [],
    );
  } catch (error) {
    console.warn('Could not read the onboarding award back; the dashboard may announce it again.', error);
  }
}

/** Completion: stores the local record, then syncs; XP awarded refreshes the user. */
export async function completeFlow(
  chosen: PreferencesValue,
  placement: Placement | null,
  selectedPath: Level,
  startedAt: number,
): Promise<FlowResult> {
  const userId = localUserId();
  const completedAt = new Date().toISOString();
  const record: OnboardingRecord = { userId, chosen, placement, selectedPath, completedAt };
  writeJson(userKey(userId, ONBOARDING_RECORD), record);
  markGeneralOnboardingDone(userId);
  const exitTo = exitPathAfterOnboarding(selectedPath);
  if (!getSession().isAuthenticated)
    return { xpAwarded: 0, synced: true, message: 'Onboarding completed successfully', exitTo };
  try {
    const answer = await api<CompleteAnswer>('/api/onboarding/complete', {
      method: 'POST',
      body: {
        featureKey: 'general_onboarding',
        completionData: {
          completedAt,
          userAgent: navigator.userAgent.slice(0, 500),
          timestamp: Date.now(),
          completedSteps: 7,
          totalTime: Date.now() - startedAt,
          version: TOUR_VERSION,
          selectedPath,
        },
      },
    });
    const xpAwarded = awardedXp(answer);
    if (xpAwarded > 0) await Promise.all([refreshUserData(), markCompletionXpSeen(userId)]);
    return { xpAwarded, synced: true, message: 'Onboarding completed successfully', exitTo };
  } catch (error) {
    // The spec's message; the server's own text is logged, never shown.
    console.warn('Saving onboarding completion failed; kept on this device.', error);
    return {
      xpAwarded: 0,
      synced: false,
      message: 'Failed to save onboarding completion',
      exitTo,
    };
  }
}
