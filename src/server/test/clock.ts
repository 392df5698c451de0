/** A clock that tells real time until a test sets it; `set(null)` returns to real time. */
export type SettableClock = { now(): Date; set(date: Date | null): void };

export function createSettableClock(): SettableClock {
  let fixed: Date | null = null;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set(date) {
      fixed = date;
    },
  };
}
