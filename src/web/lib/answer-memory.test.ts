import { describe, expect, it } from 'vitest';
import { answerMemory } from './answer-memory';

describe('answerMemory', () => {
  const refuse = () => new Error('used for a different order');

  it('replays the answer kept for a key and request, and refuses the key with another request', () => {
    const memory = answerMemory<{ n: number }>(10);
    const answer = { n: 1 };
    expect(memory.replay('k', 'a', refuse)).toBeUndefined();
    memory.keep('k', 'a', answer);
    expect(memory.replay('k', 'a', refuse)).toBe(answer);
    expect(() => memory.replay('k', 'b', refuse)).toThrow('used for a different order');
  });

  it('keeps nothing without a key, and forgets the oldest beyond its size', () => {
    const memory = answerMemory<number>(2);
    memory.keep(undefined, 'a', 1);
    expect(memory.replay(undefined, 'a', refuse)).toBeUndefined();
    memory.keep('k1', 'a', 1);
    memory.keep('k2', 'a', 2);
    memory.keep('k3', 'a', 3);
    expect(memory.replay('k1', 'a', refuse)).toBeUndefined();
    expect(memory.replay('k2', 'a', refuse)).toBe(2);
    expect(memory.replay('k3', 'a', refuse)).toBe(3);
  });
});
