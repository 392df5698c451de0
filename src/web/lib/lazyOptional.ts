import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const nothing = { default: () => null };

/**
 * React's lazy() for a part the page can do without (the XP toasts, a tour, the account buttons):
 * when its code cannot arrive (the connection dropped while it loaded), it renders nothing and the
 * page stays. A plain lazy() throws the failed import to the nearest error boundary, which for these
 * parts is the route's or the shell's, and replaces the whole page. React keeps the failure, so the
 * part stays absent until the next page load.
 */
// biome-ignore lint/suspicious/noExplicitAny: the constraint of React's own lazy()
export function lazyOptional<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => load().catch(() => nothing as unknown as { default: T }));
}
