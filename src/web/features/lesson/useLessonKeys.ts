import { type RefObject, useEffect } from 'react';

// Keyboard and touch navigation for the players: ←/→ move back/forward, Enter moves forward
// (unless a button, link or field has focus, where Enter keeps its own meaning), and a horizontal
// swipe of more than 60 px moves back or forward.

const interactive = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  el.closest('button, a, input, textarea, select, summary, [role="button"]') !== null;

// Widgets whose arrow keys are their own: a table's sideways-scrolling box, a chart, a slider, a grid.
const OWN_ARROWS =
  '[data-table-scroll], [role="application"], [role="slider"], [role="grid"], [role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"], [contenteditable=""], [contenteditable="true"]';

/** Whether the arrow keys pressed on `el` belong to it (or a box around it that scrolls sideways). */
export function ownsArrowKeys(el: EventTarget | null): boolean {
  if (!(el instanceof Element) || el === document.body) return false;
  if (el.closest(OWN_ARROWS)) return true;
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) return true;
  }
  return false;
}

export function useLessonKeys(onBack: () => void, onForward: () => void): void {
  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const field = e.target instanceof Element && e.target.closest('input, textarea, select');
      if (field) return;
      // Inside a box that scrolls sideways, or a chart, the arrows scroll it: they do not turn the page.
      if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && ownsArrowKeys(e.target)) return;
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        onForward();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        onBack();
      } else if (e.key === 'Enter' && !interactive(e.target)) {
        e.preventDefault();
        onForward();
      }
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, [onBack, onForward]);
}

export const SWIPE_THRESHOLD = 60;

/** The direction of a swipe, or null when the gesture was mostly vertical or too short. */
export function swipeDirection(dx: number, dy: number): 'back' | 'forward' | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'forward' : 'back';
}

export function useSwipe(
  ref: RefObject<HTMLElement | null>,
  onBack: () => void,
  onForward: () => void,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let start: { x: number; y: number } | null = null;
    const down = (e: TouchEvent) => {
      const t = e.touches[0];
      // A swipe across a table's sideways-scrolling box (or a chart) scrolls it, not the page.
      start = t && !ownsArrowKeys(e.target) ? { x: t.clientX, y: t.clientY } : null;
    };
    const up = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start || !t) return;
      const dir = swipeDirection(t.clientX - start.x, t.clientY - start.y);
      start = null;
      if (dir === 'forward') onForward();
      if (dir === 'back') onBack();
    };
    el.addEventListener('touchstart', down, { passive: true });
    el.addEventListener('touchend', up, { passive: true });
    return () => {
      el.removeEventListener('touchstart', down);
      el.removeEventListener('touchend', up);
    };
  }, [ref, onBack, onForward]);
}
