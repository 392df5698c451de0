import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS, FEATURES, type FeatureKey } from './features';
import {
  awardedXp,
  checkFeature,
  detectTour,
  exitPathAfterOnboarding,
  type FeatureStatus,
  isLastStep,
  nextRecommended,
  type StatusMap,
  shouldShowOnboardingFlow,
  startLearningTo,
  summarise,
  tourBack,
  tourNext,
  tourSteps,
} from './rules';

const statusArb = fc.constantFrom<FeatureStatus>('not_started', 'started', 'completed', 'skipped');
const statusesArb = fc.dictionary(fc.constantFrom(...FEATURE_KEYS), statusArb) as fc.Arbitrary<StatusMap>;

describe('feature tours', () => {
  it('have the spec step counts 5/4/3/6/4/5/3/4 in the spec order', () => {
    expect(FEATURE_KEYS.map((k) => FEATURES[k].steps.length)).toEqual([5, 4, 3, 6, 4, 5, 3, 4]);
  });

  it('paper trading waits for general onboarding and names it as missing', () => {
    const check = checkFeature('paper_trading', {});
    expect(check.prerequisitesMet).toBe(false);
    expect(check.missingPrerequisites).toEqual(['general_onboarding']);
    expect(check.shouldShowOnboarding).toBe(false);
    expect(checkFeature('paper_trading', { general_onboarding: 'skipped' }).shouldShowOnboarding).toBe(true);
  });

  it('a completed or skipped tour is never shown again, whatever else is done', () => {
    fc.assert(
      fc.property(
        statusesArb,
        fc.constantFrom(...FEATURE_KEYS),
        fc.constantFrom<FeatureStatus>('completed', 'skipped'),
        (s, key, done) => {
          expect(checkFeature(key, { ...s, [key]: done }).shouldShowOnboarding).toBe(false);
        },
      ),
    );
  });

  it('detection returns only a feature whose check says show', () => {
    fc.assert(
      fc.property(
        statusesArb,
        fc.constantFrom('/dashboard', '/trade', '/learning-path', '/games', '/library'),
        fc.boolean(),
        (s, path, onboarded) => {
          const key = detectTour({ path, markers: new Set(), statuses: s, onboarded });
          if (key) expect(checkFeature(key, s).shouldShowOnboarding).toBe(true);
        },
      ),
    );
  });

  it('detects the trading tour on /trade once general onboarding is done, and the general tour first otherwise', () => {
    expect(detectTour({ path: '/trade', markers: new Set(), statuses: {}, onboarded: false })).toBe(
      'general_onboarding',
    );
    expect(
      detectTour({
        path: '/trade',
        markers: new Set(),
        statuses: { general_onboarding: 'completed' },
        onboarded: true,
      }),
    ).toBe('paper_trading');
    expect(
      detectTour({
        path: '/library',
        markers: new Set(),
        statuses: { general_onboarding: 'completed' },
        onboarded: true,
      }),
    ).toBeNull();
    expect(
      detectTour({
        path: '/x',
        markers: new Set(['learning-path']),
        statuses: { general_onboarding: 'completed' },
        onboarded: true,
      }),
    ).toBe('learning_paths');
  });

  it('steps go forward to Get Started and back never below the first', () => {
    let state = { key: 'general_onboarding' as FeatureKey, step: 0 };
    expect(tourBack(state).step).toBe(0);
    for (let i = 0; i < 4; i++) {
      const next = tourNext(state);
      if (next === 'complete') throw new Error('too early');
      state = next;
    }
    expect(isLastStep(state)).toBe(true);
    expect(tourNext(state)).toBe('complete');
  });

  it('a step describing the setup is reworded once the learner has done it, never dropped', () => {
    const fresh = tourSteps('general_onboarding', { setupDone: false });
    const done = tourSteps('general_onboarding', { setupDone: true });
    expect(fresh.at(-1)!.description).toContain('A two-minute setup builds a path for you');
    expect(done.at(-1)!.description).not.toMatch(/setup/i);
    expect(done.at(-1)!.description).toContain('already built your path');
    expect(done).toHaveLength(FEATURES.general_onboarding.steps.length);
    expect(done.slice(0, -1)).toEqual(fresh.slice(0, -1));
    for (const key of FEATURE_KEYS)
      for (const step of tourSteps(key, { setupDone: true })) expect(step).not.toHaveProperty('ifSetupDone');
  });

  it('the summary counts every key once and recommends the first open feature', () => {
    fc.assert(
      fc.property(statusesArb, (s) => {
        const sum = summarise(s);
        expect(sum.completed + sum.skipped + sum.remaining).toBe(8);
        const next = nextRecommended(s);
        if (next) expect(checkFeature(next.featureKey, s).shouldShowOnboarding).toBe(true);
      }),
    );
    expect(nextRecommended({})?.featureKey).toBe('general_onboarding');
  });
});

describe('the AI onboarding flow', () => {
  it('shows only to a fresh learner the backend has not seen complete', () => {
    const fresh = {
      backendCompleted: false,
      totalXP: 0,
      hasCompletedOnboarding: false,
      hasLocalRecord: false,
    };
    expect(shouldShowOnboardingFlow(fresh)).toBe(true);
    expect(shouldShowOnboardingFlow({ ...fresh, backendCompleted: true })).toBe(false);
    expect(shouldShowOnboardingFlow({ ...fresh, totalXP: 10 })).toBe(false);
    expect(shouldShowOnboardingFlow({ ...fresh, hasCompletedOnboarding: true })).toBe(false);
    expect(shouldShowOnboardingFlow({ ...fresh, hasLocalRecord: true })).toBe(false);
  });

  it('falls back to the local record and zero XP when the backend fails', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.boolean(), fc.boolean(), (xp, local, flag) => {
        expect(
          shouldShowOnboardingFlow({
            backendCompleted: null,
            totalXP: xp,
            hasCompletedOnboarding: flag,
            hasLocalRecord: local,
          }),
        ).toBe(xp === 0 && !local);
      }),
    );
  });

  it('starts learning at the spec’s exit, telling the library the step the path marks next', () => {
    const step = (status: string, to: string) => ({ status, to });
    const steps = [
      step('done', '/lessons/a'),
      step('next', '/lessons/stock-market-basics'),
      step('later', '/lessons/b'),
    ];
    expect(startLearningTo(steps, 'beginner')).toBe('/library?start=stock-market-basics');
    expect(startLearningTo(steps, 'intermediate')).toBe('/dashboard');
    expect(startLearningTo([step('done', '/lessons/a')], 'beginner')).toBe('/library');
    expect(startLearningTo([step('next', '/trade')], 'beginner')).toBe('/library');
    expect(startLearningTo([], 'advanced')).toBe('/dashboard');
    fc.assert(
      fc.property(
        fc.array(fc.record({ status: fc.constantFrom('done', 'next', 'later'), to: fc.string() })),
        fc.constantFrom('beginner', 'intermediate', undefined),
        (list, level) => {
          // Always the spec's exit; only a query may be added to it.
          expect(startLearningTo(list, level).split('?')[0]).toBe(exitPathAfterOnboarding(level));
        },
      ),
    );
  });

  it('sends beginners to the library and everyone else to the dashboard', () => {
    expect(exitPathAfterOnboarding('beginner')).toBe('/library');
    expect(exitPathAfterOnboarding('intermediate')).toBe('/dashboard');
    expect(exitPathAfterOnboarding(undefined)).toBe('/dashboard');
  });

  it('counts a completion answer without xpAwarded as 100 XP', () => {
    expect(awardedXp({})).toBe(100);
    expect(awardedXp({ xpAwarded: 0 })).toBe(0);
  });
});
