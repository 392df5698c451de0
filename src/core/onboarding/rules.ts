import { lessonIdOf, nextPathLesson } from '../learning-path/next-step';
import type { PathStep } from '../learning-path/path';
import { FEATURE_KEYS, FEATURES, type Feature, type FeatureKey, type TourStep } from './features';

// The onboarding and tour rules (spec app-and-learning §4 Onboarding (AI), Feature tour).

export type FeatureStatus = 'not_started' | 'started' | 'completed' | 'skipped';
export type StatusMap = Partial<Record<FeatureKey, FeatureStatus>>;

/** Completed and skipped both count as onboarded: a tour never starts twice. */
export function isDone(status: FeatureStatus | undefined): boolean {
  return status === 'completed' || status === 'skipped';
}

export type FeatureCheck = {
  shouldShowOnboarding: boolean;
  feature: { featureKey: FeatureKey; featureName: string };
  userStatus: FeatureStatus;
  prerequisitesMet: boolean;
  missingPrerequisites: FeatureKey[];
};

export function checkFeature(key: FeatureKey, statuses: StatusMap): FeatureCheck {
  const feature = FEATURES[key];
  const userStatus = statuses[key] ?? 'not_started';
  const missingPrerequisites = feature.prerequisites.filter((p) => !isDone(statuses[p]));
  const prerequisitesMet = missingPrerequisites.length === 0;
  return {
    shouldShowOnboarding: !isDone(userStatus) && prerequisitesMet,
    feature: { featureKey: key, featureName: feature.featureName },
    userStatus,
    prerequisitesMet,
    missingPrerequisites,
  };
}

export type OnboardingSummary = {
  total: number;
  completed: number;
  skipped: number;
  remaining: number;
  percent: number;
  completedFeatures: FeatureKey[];
};

export function summarise(statuses: StatusMap): OnboardingSummary {
  const completedFeatures = FEATURE_KEYS.filter((k) => statuses[k] === 'completed');
  const skipped = FEATURE_KEYS.filter((k) => statuses[k] === 'skipped').length;
  const done = completedFeatures.length + skipped;
  return {
    total: FEATURE_KEYS.length,
    completed: completedFeatures.length,
    skipped,
    remaining: FEATURE_KEYS.length - done,
    percent: Math.round((done / FEATURE_KEYS.length) * 100),
    completedFeatures,
  };
}

/** The first feature, in the spec's order, not done yet whose prerequisites are met; or null. */
export function nextRecommended(statuses: StatusMap): Feature | null {
  const key = FEATURE_KEYS.find((k) => checkFeature(k, statuses).shouldShowOnboarding);
  return key ? FEATURES[key] : null;
}

// ---- the AI onboarding flow --------------------------------------------------------------------

export type OnboardingShowInput = {
  /** What GET /onboarding/status said; null when the call failed (or the learner is a guest). */
  backendCompleted: boolean | null;
  totalXP: number;
  hasCompletedOnboarding: boolean;
  hasLocalRecord: boolean;
};

/**
 * Shown when the backend says not completed AND XP is zero AND not hasCompletedOnboarding AND no
 * local record; when the backend failed, the local record and zero XP decide.
 */
export function shouldShowOnboardingFlow(input: OnboardingShowInput): boolean {
  const fresh = input.totalXP === 0 && !input.hasLocalRecord;
  if (input.backendCompleted === null) return fresh;
  return !input.backendCompleted && fresh && !input.hasCompletedOnboarding;
}

/** Finishing onboarding goes to the library for beginners, else to the dashboard. */
export function exitPathAfterOnboarding(selectedPath: string | undefined): '/library' | '/dashboard' {
  return selectedPath === 'beginner' ? '/library' : '/dashboard';
}

/**
 * Where "Start learning" at the end of the setup goes: the spec's exit (the library for a beginner,
 * else the dashboard). The library is told the path's next lesson (`nextPathLesson`, the one the
 * dashboard and the tutor name too) as `?start=<id>`, and puts it first ("Start here"), so a
 * beginner does not meet an Advanced course at the top of the list, nor a plain list when the step
 * marked Next is a game; the dashboard shows the path's next step already.
 */
export function startLearningTo(
  steps: readonly PathStep[],
  selectedPath: string | undefined,
  exists: (id: string) => boolean,
): string {
  const exit = exitPathAfterOnboarding(selectedPath);
  const next = nextPathLesson(steps, exists);
  return exit === '/library' && next ? `/library?start=${lessonIdOf(next)}` : exit;
}

/** The spec's default: a completion answer without xpAwarded means 100. */
export const DEFAULT_ONBOARDING_XP = 100;
export function awardedXp(answer: { xpAwarded?: number | null | undefined }): number {
  return answer.xpAwarded ?? DEFAULT_ONBOARDING_XP;
}

// ---- tour detection ----------------------------------------------------------------------------

/** Milliseconds after a user or path change, and after back/forward navigation. */
export const TOUR_DETECT_DELAY_MS = 1000;
export const TOUR_DETECT_AFTER_HISTORY_MS = 500;
export const TOUR_FADE_MS = 300;

export type DetectInput = {
  path: string;
  /** `data-tour` markers present on the page. */
  markers: ReadonlySet<string>;
  statuses: StatusMap;
  /** Whether the learner finished the AI onboarding flow. */
  onboarded: boolean;
};

/** Whether a feature is present on the page: its marker element, or a path fragment. */
export function isPresent(feature: Feature, path: string, markers: ReadonlySet<string>): boolean {
  if (markers.has(feature.marker)) return true;
  const lower = path.toLowerCase();
  return feature.pathHints.some((h) => lower.includes(h));
}

/**
 * The tour to start, checked in the spec's order: present on the page, its check says show, and
 * prerequisites met. general_onboarding applies when the learner has not completed onboarding.
 */
export function detectTour(input: DetectInput): FeatureKey | null {
  for (const key of FEATURE_KEYS) {
    const feature = FEATURES[key];
    const present =
      key === 'general_onboarding' ? !input.onboarded : isPresent(feature, input.path, input.markers);
    if (!present) continue;
    if (checkFeature(key, input.statuses).shouldShowOnboarding) return key;
  }
  return null;
}

/**
 * The tour a learner asks to see again ("show me the tour", the tutor's open_modal): the first, in the
 * spec's order, whose feature is on this page, whatever its status; the general one where none is.
 */
export function tourOnPage(path: string, markers: ReadonlySet<string>): FeatureKey {
  return (
    FEATURE_KEYS.find((key) => key !== 'general_onboarding' && isPresent(FEATURES[key], path, markers)) ??
    'general_onboarding'
  );
}

// ---- the tour modal's steps ---------------------------------------------------------------------

export type TourState = { key: FeatureKey; step: number };

export function tourNext(state: TourState): TourState | 'complete' {
  const last = FEATURES[state.key].steps.length - 1;
  return state.step >= last ? 'complete' : { ...state, step: state.step + 1 };
}

export function tourBack(state: TourState): TourState {
  return { ...state, step: Math.max(0, state.step - 1) };
}

export function isLastStep(state: TourState): boolean {
  return state.step === FEATURES[state.key].steps.length - 1;
}

/** What the learner has already done, so a step never asks for it again. */
export type LearnerFacts = { setupDone: boolean };

/**
 * A tour's steps as this learner sees them: a step describing something already done (the setup
 * that builds the path) is reworded to say where it is now. The number of steps never changes.
 */
export function tourSteps(key: FeatureKey, facts: LearnerFacts): TourStep[] {
  return FEATURES[key].steps.map((s) => {
    if (!s.ifSetupDone || !facts.setupDone) return s;
    const { ifSetupDone, ...rest } = s;
    return { ...rest, ...ifSetupDone };
  });
}
