import { createRoot, extend, type ReconcilerRoot, type RenderProps } from '@react-three/fiber';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorFallback } from '../../app/ErrorScreens';
import { useBoxSize } from '../../lib/useBoxSize';
import * as streetClasses from './streetClasses';

// The street's <canvas>: an R3F root with only the three.js classes the street draws. R3F's own
// <Canvas> registers the whole three namespace (extend(THREE)), which keeps every class of three,
// loaders, helpers and all, in the route's code (issue 14: the 3D route's size).
extend(streetClasses);

/**
 * Fills its parent and draws `children` (three.js elements) with `config` (camera, frameloop, dpr,
 * gl). A renderer that cannot start (no WebGL) or a scene that fails is thrown to the nearest React
 * error boundary, as R3F's <Canvas> does, so the route can show its flat street instead.
 */
export function StreetCanvas({
  config,
  children,
}: {
  config: Omit<RenderProps<HTMLCanvasElement>, 'size'>;
  children: ReactNode;
}) {
  const [box, size] = useBoxSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const sceneFailed = useCallback(() => setFailure(new Error('The 3D street could not be drawn')), []);

  // Every render passes the latest scene and settings to the root (R3F applies only what changed).
  useLayoutEffect(() => {
    const el = canvas.current;
    if (!el || !size || size.height === 0) return;
    root.current ??= createRoot(el);
    const r = root.current;
    r.configure({ ...config, size: { ...size, top: 0, left: 0 } }).catch(setFailure);
    // A renderer that could not start is reported by the catch above; R3F's render waits for a
    // configuration still pending by itself.
    if (r.ready.status === 'rejected') return;
    r.render(<ErrorFallback fallback={<Failed onFail={sceneFailed} />}>{children}</ErrorFallback>);
  });

  // The root is kept in the ref after an unmount: React's StrictMode runs this cleanup and then the
  // effects again on the same canvas, and R3F reopens a root that is used again after its unmount.
  useEffect(() => () => root.current?.unmount(), []);

  if (failure) throw failure;

  return (
    <div ref={box} className="h-full w-full overflow-hidden" aria-hidden>
      <canvas ref={canvas} className="block" />
    </div>
  );
}

/** Inside the three.js root: reports a failed scene to the page's tree, where boundaries catch it. */
function Failed({ onFail }: { onFail: () => void }) {
  useEffect(onFail, [onFail]);
  return null;
}
