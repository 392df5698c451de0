import { describe, expect, it } from 'vitest';
import {
  ADVANCED_EVENTS,
  ADVANCED_STATUSES,
  ADVANCED_TRANSITIONS,
  isTerminal,
  nextStatus,
} from './advanced-machine';

// The full expected table, written out independently of the implementation.
const allowed: Record<string, string> = {
  'ACTIVE/PRICE_UPDATE': 'ACTIVE',
  'ACTIVE/TRIGGER': 'TRIGGERED',
  'ACTIVE/CANCEL': 'CANCELLED',
  'ACTIVE/EXPIRE': 'EXPIRED',
  'ACTIVE/FAIL_WITH_ERROR': 'ERROR',
  'ACTIVE/LEG_EXECUTED': 'EXECUTED',
  'ACTIVE/LEG_FAILED': 'FAILED',
  'TRIGGERED/EXECUTE': 'EXECUTED',
  'TRIGGERED/ENTRY_FILLED': 'FILLED',
  'TRIGGERED/EXECUTION_FAILED': 'FAILED',
  'TRIGGERED/FAIL_WITH_ERROR': 'ERROR',
};

describe('advanced-order transition table', () => {
  for (const status of ADVANCED_STATUSES)
    for (const event of ADVANCED_EVENTS) {
      const expected = allowed[`${status}/${event}`] ?? null;
      it(`${status} + ${event} → ${expected ?? 'not allowed'}`, () => {
        expect(nextStatus(status, event)).toBe(expected);
      });
    }

  it('covers every status and event', () => {
    expect(Object.keys(ADVANCED_TRANSITIONS).sort()).toEqual([...ADVANCED_STATUSES].sort());
    for (const s of ADVANCED_STATUSES)
      expect(Object.keys(ADVANCED_TRANSITIONS[s]).sort()).toEqual([...ADVANCED_EVENTS].sort());
  });

  it('treats exactly EXECUTED, FAILED, ERROR, EXPIRED, CANCELLED and FILLED as terminal', () => {
    expect(ADVANCED_STATUSES.filter(isTerminal).sort()).toEqual([
      'CANCELLED',
      'ERROR',
      'EXECUTED',
      'EXPIRED',
      'FAILED',
      'FILLED',
    ]);
  });
});
