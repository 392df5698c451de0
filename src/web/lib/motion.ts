/**
 * Whether the reader asks for less motion (the OS setting, as the browser reports it). False where
 * there is no window (prerendering) or no matchMedia (older test environments).
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
