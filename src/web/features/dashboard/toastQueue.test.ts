import { describe, expect, it } from 'vitest';
import { type Timer, ToastQueue } from './toastQueue';

function fakeTimer() {
  let now = 0;
  const jobs: { at: number; fn: () => void; id: number }[] = [];
  let id = 0;
  const timer: Timer = {
    set: (fn, ms) => {
      jobs.push({ at: now + ms, fn, id: ++id });
      return id;
    },
    clear: (h) => {
      const i = jobs.findIndex((j) => j.id === h);
      if (i >= 0) jobs.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      jobs.sort((a, b) => a.at - b.at);
      const job = jobs[0];
      if (!job || job.at > end) break;
      jobs.shift();
      now = job.at;
      job.fn();
    }
    now = end;
  };
  return { timer, advance, now: () => now };
}

describe('the XP toast queue', () => {
  it('shows the first toast at once and then one every 600 ms', () => {
    const t = fakeTimer();
    const shown: [string, number][] = [];
    const q = new ToastQueue<string>((x) => shown.push([x, t.now()]), 600, t.timer);
    q.push('a', 'b', 'c');
    t.advance(5000);
    expect(shown).toEqual([
      ['a', 0],
      ['b', 600],
      ['c', 1200],
    ]);
  });

  it('keeps the pace when more toasts arrive while it is showing', () => {
    const t = fakeTimer();
    const shown: [string, number][] = [];
    const q = new ToastQueue<string>((x) => shown.push([x, t.now()]), 600, t.timer);
    q.push('a');
    t.advance(100);
    q.push('b');
    expect(q.pending).toBe(1);
    t.advance(2000);
    expect(shown).toEqual([
      ['a', 0],
      ['b', 600],
    ]);
    q.push('c');
    expect(shown.at(-1)).toEqual(['c', 2100]);
  });

  it('stops showing after it is disposed', () => {
    const t = fakeTimer();
    const shown: string[] = [];
    const q = new ToastQueue<string>((x) => shown.push(x), 600, t.timer);
    q.push('a', 'b');
    q.dispose();
    t.advance(2000);
    expect(shown).toEqual(['a']);
  });
});
