import { XP_TOAST_INTERVAL_MS } from '../../../core/gamification/constants';

// XP toasts are queued and shown one per 600 ms (spec §4 Toasts); each stays 3 s on its own.

export type Timer = { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };

const realTimer: Timer = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class ToastQueue<T> {
  private queue: T[] = [];
  private handle: unknown = null;

  constructor(
    private readonly show: (item: T) => void,
    private readonly interval = XP_TOAST_INTERVAL_MS,
    private readonly timer: Timer = realTimer,
  ) {}

  push(...items: T[]): void {
    this.queue.push(...items);
    if (this.handle === null) this.next();
  }

  get pending(): number {
    return this.queue.length;
  }

  private next(): void {
    const item = this.queue.shift();
    if (item === undefined) {
      this.handle = null;
      return;
    }
    this.show(item);
    this.handle = this.timer.set(() => this.next(), this.interval);
  }

  dispose(): void {
    if (this.handle !== null) this.timer.clear(this.handle);
    this.handle = null;
    this.queue = [];
  }
}
