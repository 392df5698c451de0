import { useEffect, useRef, useState } from 'react';

/**
 * Whether a box that scrolls sideways has more to its right than it shows: true while its content
 * is wider than the box and it is not scrolled to the end. A phone reader otherwise sees a column
 * cut off at the edge with nothing saying the box scrolls.
 */
export function useMoreSideways<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // One pixel of slack: zoomed pages measure widths in fractions.
    const measure = () => setMore(el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    // The box and what it holds: a page that swaps a narrow table for a wide one in the same box
    // (the player keeps the box from page to page) may not resize the box itself.
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, more] as const;
}
