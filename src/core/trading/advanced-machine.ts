// The advanced-order lifecycle (spec §4 "Advanced order statuses") as one transition table keyed by
// (status, event). Record<Status, Record<Event, …>> makes a forgotten status or event a type error;
// null marks a pair that is not allowed.

// OCO (a one-cancels-other exit pair on a held position) and OTO (a one-triggers-other entry with one
// exit) extend the spec's four types: docs/decisions/0025-linked-orders-and-risk-monitor.md.
export const ADVANCED_TYPES = [
  'STOP_LOSS',
  'TRAILING_STOP',
  'BRACKET_ENTRY',
  'TAKE_PROFIT',
  'OCO',
  'OTO',
] as const;
export const ADVANCED_STATUSES = [
  'ACTIVE',
  'TRIGGERED',
  'EXECUTED',
  'FAILED',
  'ERROR',
  'EXPIRED',
  'CANCELLED',
  'FILLED',
] as const;
export const ADVANCED_EVENTS = [
  /** Price moved; trailing stops raise their high-water mark. Stays ACTIVE. */
  'PRICE_UPDATE',
  /** The trigger price was reached. */
  'TRIGGER',
  /** The market order of a stop-loss, trailing stop or take-profit succeeded. */
  'EXECUTE',
  /** The market order of a bracket entry succeeded: it becomes FILLED and spawns its children. */
  'ENTRY_FILLED',
  /** The market order did not succeed (no shares left, no cash). */
  'EXECUTION_FAILED',
  /** The user cancelled, emergency mode was switched on, or the OCO sibling executed. */
  'CANCEL',
  /** A day order is older than 24 hours. */
  'EXPIRE',
  /** Processing threw. */
  'FAIL_WITH_ERROR',
  /** An OCO group: one of its legs executed (the other is cancelled). */
  'LEG_EXECUTED',
  /** An OCO group: a leg's market order failed (the shares are gone), so the pair ends. */
  'LEG_FAILED',
] as const;

type Status = (typeof ADVANCED_STATUSES)[number];
export type AdvancedEvent = (typeof ADVANCED_EVENTS)[number];

const terminal: Record<AdvancedEvent, null> = {
  PRICE_UPDATE: null,
  TRIGGER: null,
  EXECUTE: null,
  ENTRY_FILLED: null,
  EXECUTION_FAILED: null,
  CANCEL: null,
  EXPIRE: null,
  FAIL_WITH_ERROR: null,
  LEG_EXECUTED: null,
  LEG_FAILED: null,
};

export const ADVANCED_TRANSITIONS: Record<Status, Record<AdvancedEvent, Status | null>> = {
  ACTIVE: {
    PRICE_UPDATE: 'ACTIVE',
    TRIGGER: 'TRIGGERED',
    EXECUTE: null,
    ENTRY_FILLED: null,
    EXECUTION_FAILED: null,
    CANCEL: 'CANCELLED',
    EXPIRE: 'EXPIRED',
    FAIL_WITH_ERROR: 'ERROR',
    LEG_EXECUTED: 'EXECUTED',
    LEG_FAILED: 'FAILED',
  },
  // TRIGGERED lasts only while its market order runs, so it cannot be cancelled or expire meanwhile.
  TRIGGERED: {
    PRICE_UPDATE: null,
    TRIGGER: null,
    EXECUTE: 'EXECUTED',
    ENTRY_FILLED: 'FILLED',
    EXECUTION_FAILED: 'FAILED',
    CANCEL: null,
    EXPIRE: null,
    FAIL_WITH_ERROR: 'ERROR',
    // A group is never TRIGGERED: only its legs are.
    LEG_EXECUTED: null,
    LEG_FAILED: null,
  },
  EXECUTED: terminal,
  FAILED: terminal,
  ERROR: terminal,
  EXPIRED: terminal,
  CANCELLED: terminal,
  FILLED: terminal,
};

/** The next status, or null when the event is not allowed in this status. */
export function nextStatus(status: Status, event: AdvancedEvent): Status | null {
  return ADVANCED_TRANSITIONS[status][event];
}

export function isTerminal(status: Status): boolean {
  return ADVANCED_EVENTS.every((e) => ADVANCED_TRANSITIONS[status][e] === null);
}
