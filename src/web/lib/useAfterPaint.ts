import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the next frame; returns what cancels it. A task
 * queued from a frame's callback runs after that frame has been painted.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the browser has painted what the component's first render committed, then true: for
 * parts of a page that can come a frame later, so that their code and data are asked for after the
 * page's first paint instead of competing with it on a slow phone (issue 14).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
