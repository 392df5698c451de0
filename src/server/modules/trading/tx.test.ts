import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect';
import { isRetryable, transaction } from './tx';

describe('transaction retry', () => {
  it('recognises serialization failures and deadlocks, also when wrapped', () => {
    expect(isRetryable({ code: '40001' })).toBe(true);
    expect(isRetryable({ message: 'wrapped', cause: { code: '40P01' } })).toBe(true);
    expect(isRetryable({ code: '23514' })).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
  it('retries a retryable failure and gives up on any other', async () => {
    let calls = 0;
    const db = {
      transaction: async (work: (tx: unknown) => Promise<number>) => {
        calls++;
        if (calls < 3) throw Object.assign(new Error('could not serialize'), { code: '40001' });
        return work({});
      },
    } as unknown as Db;
    expect(await transaction(db, async () => 42)).toBe(42);
    expect(calls).toBe(3);
    const failing = {
      transaction: async () => Promise.reject(Object.assign(new Error('check'), { code: '23514' })),
    } as unknown as Db;
    await expect(transaction(failing, async () => 1)).rejects.toThrow('check');
  });
});
