import { describe, expect, it } from 'vitest';
import { canProceed, STEPS, shouldPromptPersonalise, toggle, toPreferences } from './questionnaire';

describe('the preference questionnaire', () => {
  it('has the five steps of the spec in order', () => {
    expect(STEPS.map((s) => [s.key, s.multi])).toEqual([
      ['learning_style', true],
      ['goals', true],
      ['experience', false],
      ['interests', true],
      ['time_commitment', false],
    ]);
  });

  it('needs at least one selection to proceed', () => {
    const step = STEPS[0]!;
    expect(canProceed({}, step)).toBe(false);
    const once = toggle({}, step, 'visual');
    expect(canProceed(once, step)).toBe(true);
    expect(canProceed(toggle(once, step, 'visual'), step)).toBe(false);
  });

  it('keeps several answers for a multi-choice step and one for a single-choice step', () => {
    const multi = STEPS[1]!;
    const single = STEPS[2]!;
    let a = toggle({}, multi, 'career');
    a = toggle(a, multi, 'start-investing');
    a = toggle(a, single, 'beginner');
    a = toggle(a, single, 'advanced');
    expect(toPreferences(a)).toEqual({ goals: ['career', 'start-investing'], experience: 'advanced' });
  });

  it('prompts only when nothing is saved and total XP is 0', () => {
    expect(shouldPromptPersonalise(null, 0)).toBe(true);
    expect(shouldPromptPersonalise({}, 0)).toBe(true);
    expect(shouldPromptPersonalise({ goals: ['x'] }, 0)).toBe(false);
    expect(shouldPromptPersonalise(null, 10)).toBe(false);
  });
});
