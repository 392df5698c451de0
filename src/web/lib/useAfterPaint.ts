import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component's first render committed, then true: for
 * parts of a page that can come a frame later, so that their code and data are asked for after the
 * page's first paint instead of competing with it on a slow phone (issue 14).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the frame's callback runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
