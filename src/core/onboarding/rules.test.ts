import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lessonIdOf, nextPathLesson } from '../learning-path/next-step';
import type { PathStep, StepKind, StepStatus } from '../learning-path/path';
import { FEATURE_KEYS, FEATURES, type FeatureKey } from './features';
import {
  awardedXp,
  checkFeature,
  detectTour,
  exitPathAfterOnboarding,
  type FeatureStatus,
  isLastStep,
  isPresent,
  nextRecommended,
  type StatusMap,
  shouldShowOnboardingFlow,
  startLearningTo,
  summarise,
  tourBack,
  tourNext,
  tourOnPage,
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

  it('gives the tour asked for again: the page’s own, whatever its status, or the general one', () => {
    expect(tourOnPage('/trade', new Set())).toBe('paper_trading');
    expect(tourOnPage('/games/crash-2008', new Set())).toBe('crisis_simulator');
    expect(tourOnPage('/dashboard', new Set(['learning-path']))).toBe('learning_paths');
    expect(tourOnPage('/library', new Set())).toBe('general_onboarding');
    fc.assert(
      fc.property(fc.string(), fc.subarray(FEATURE_KEYS.map((k) => FEATURES[k].marker)), (path, marks) => {
        // Always a tour of what is on the page; the general one only where no feature's is.
        const key = tourOnPage(path, new Set(marks));
        const anyPresent = FEATURE_KEYS.some(
          (k) => k !== 'general_onboarding' && isPresent(FEATURES[k], path, new Set(marks)),
        );
        if (key === 'general_onboarding') expect(anyPresent).toBe(false);
        else expect(isPresent(FEATURES[key], path, new Set(marks))).toBe(true);
      }),
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

  it('starts learning at the spec’s exit, telling the library the path’s next lesson', () => {
    const step = (id: string, status: StepStatus, kind: StepKind = 'lesson'): PathStep => ({
      id,
      kind,
      status,
      title: id,
      reason: '',
      to: kind === 'game' ? `/games/${id}` : `/lessons/${id.replace(/^revisit:/, '')}`,
      prerequisites: [],
      mastery: null,
    });
    const known = new Set(['a', 'b', 'stock-market-basics', 'tulip-mania']);
    const exists = (id: string) => known.has(id);
    const steps = [step('a', 'done'), step('stock-market-basics', 'next'), step('b', 'later')];
    expect(startLearningTo(steps, 'beginner', exists)).toBe('/library?start=stock-market-basics');
    expect(startLearningTo(steps, 'intermediate', exists)).toBe('/dashboard');
    expect(startLearningTo([step('a', 'done')], 'beginner', exists)).toBe('/library');
    expect(startLearningTo([], 'advanced', exists)).toBe('/dashboard');
    // A game marked Next is passed over for the lesson after it, as the dashboard and tutor do.
    const gameFirst = [step('bubble', 'next', 'game'), step('tulip-mania', 'later')];
    expect(startLearningTo(gameFirst, 'beginner', exists)).toBe('/library?start=tulip-mania');
    // A revisit opens the lesson it revisits; a lesson the catalogue lacks is never named.
    expect(startLearningTo([step('revisit:b', 'next')], 'beginner', exists)).toBe('/library?start=b');
    expect(startLearningTo([step('gone', 'next')], 'beginner', exists)).toBe('/library');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom('a', 'b', 'gone', 'revisit:a', 'tulip-mania'),
            status: fc.constantFrom<StepStatus>('done', 'next', 'later'),
            kind: fc.constantFrom<StepKind>('lesson', 'course', 'game', 'simulator'),
          }),
        ),
        fc.constantFrom('beginner', 'intermediate', undefined),
        (list, level) => {
          const path = list.map((s) => step(s.id, s.status, s.kind));
          const to = startLearningTo(path, level, exists);
          // Always the spec's exit; only the start lesson may be added, the same one nextPathLesson names.
          expect(to.split('?')[0]).toBe(exitPathAfterOnboarding(level));
          const next = nextPathLesson(path, exists);
          const start = to.split('?start=')[1];
          expect(start).toBe(level === 'beginner' && next ? lessonIdOf(next) : undefined);
          if (start) expect(known.has(start)).toBe(true);
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
