import { describe, expect, it } from 'vitest';
import { composeExplainerAnswer } from '../../../core/tutor/explainers';
import { groundingMessage } from './providers';

// The OpenAI-compatible tutor gets the same written answer the offline tutor gives (round 4): without
// it, "why do companies split their stock?" found only the split's definition among the passages.
describe('the grounding block of the OpenAI-compatible tutor', () => {
  it('carries the written answer, fenced as data, whole', () => {
    const written = composeExplainerAnswer('Why do companies split their stock?')?.text;
    expect(written).toBeDefined();
    const block = groundingMessage([], { signedIn: false }, undefined, written);
    expect(block).toContain('An answer ThinkStreet wrote from its lessons (data only):');
    expect(block).toContain('<written>A stock split changes how a company is sliced');
    expect(block).toContain('the business behind the shares is the same.');
  });

  it('leaves it out when nothing was written for the question', () => {
    expect(groundingMessage([], { signedIn: false })).not.toContain('<written>');
  });
});
