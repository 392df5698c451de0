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
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, more] as const;
}
