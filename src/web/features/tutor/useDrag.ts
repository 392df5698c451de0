import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react';

// Moves the floating window by its title bar: mouse and touch (pointer events) or the arrow keys
// when the title bar has focus. The window always stays inside the viewport.

export type Offset = { x: number; y: number };
const STEP = 24;

export function clampOffset(
  offset: Offset,
  box: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 16,
): Offset {
  // The window is anchored bottom-right; an offset moves it left (negative x) and up (negative y).
  const minX = -(viewport.width - box.width - margin * 2);
  const minY = -(viewport.height - box.height - margin * 2);
  return { x: Math.min(0, Math.max(minX, offset.x)), y: Math.min(0, Math.max(minY, offset.y)) };
}

export function useDrag(boxRef: React.RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const start = useRef<{ px: number; py: number; from: Offset } | null>(null);

  const clamp = useCallback(
    (o: Offset) => {
      const box = boxRef.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
      return clampOffset(o, box, { width: window.innerWidth, height: window.innerHeight });
    },
    [boxRef],
  );

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('button') && !target.closest('[data-drag-handle]')) return;
    start.current = { px: e.clientX, py: e.clientY, from: offset };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    setOffset(clamp({ x: s.from.x + e.clientX - s.px, y: s.from.y + e.clientY - s.py }));
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const move: Record<string, Offset> = {
      ArrowLeft: { x: -STEP, y: 0 },
      ArrowRight: { x: STEP, y: 0 },
      ArrowUp: { x: 0, y: -STEP },
      ArrowDown: { x: 0, y: STEP },
    };
    const d = move[e.key];
    if (!d) return;
    e.preventDefault();
    setOffset((o) => clamp({ x: o.x + d.x, y: o.y + d.y }));
  };
  return {
    offset,
    pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    onKeyDown,
  };
}
