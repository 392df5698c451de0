import { useEffect, useRef, useState } from 'react';

export type BoxSize = { width: number; height: number };

/**
 * The size of an element's box, measured once it mounts and again whenever it resizes (where there is
 * a ResizeObserver); null until it has a width. A box that later loses its width (hidden) keeps the
 * size it last had, so what is drawn for it is not thrown away.
 */
export function useBoxSize<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = el;
      if (width === 0) return;
      setSize((last) => (last?.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
