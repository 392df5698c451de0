import { useCallback, useEffect, useRef } from 'react';
import { input, type StudyClock, startClock, tick } from '../../../core/learning/study-time';

const TICK_MS = 5_000;
const INPUTS = ['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * The lesson's study clock (core/learning/study-time): ticks while the player is open, counts only
 * visible, recently-used time. Answers a function reading the seconds so far.
 */
export function useStudyClock(initialSeconds: number): () => number {
  const clock = useRef<StudyClock | null>(null);
  clock.current ??= startClock(Date.now(), initialSeconds);
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const onTick = () => {
      clock.current = tick(clock.current!, Date.now(), visible());
    };
    const onInput = () => {
      clock.current = input(clock.current!, Date.now());
    };
    const timer = window.setInterval(onTick, TICK_MS);
    for (const e of INPUTS) window.addEventListener(e, onInput, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onTick);
    return () => {
      window.clearInterval(timer);
      for (const e of INPUTS) window.removeEventListener(e, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onTick);
    };
  }, []);
  return useCallback(() => {
    clock.current = tick(clock.current!, Date.now(), document.visibilityState === 'visible');
    return clock.current.seconds;
  }, []);
}
