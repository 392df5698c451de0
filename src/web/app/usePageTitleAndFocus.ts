import { useMatches, useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { listenerSet } from '../lib/listeners';
import { focusWhenPresent } from './focus';

export const APP_NAME = 'ThinkStreet';

/** "Courses · ThinkStreet": each route's own title first, so tabs and history tell pages apart. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

// The name of what a page with a parameter shows ("Tulip Mania" on /lessons/tulip-mania), set by
// that page once it knows it; it stands in for the route's generic title ("Lesson") in the tab.
let pageName: string | undefined;
const pageNameListeners = listenerSet();
function setPageName(name: string | undefined): void {
  if (name === pageName) return;
  pageName = name;
  pageNameListeners.notify();
}

/** Names this page in the document title while it is shown (undefined until the page knows it). */
export function usePageName(name: string | undefined): void {
  useEffect(() => {
    setPageName(name);
    return () => setPageName(undefined);
  }, [name]);
}

/**
 * Gives each route its document title (staticData.title) and, after a navigation inside the app
 * (not on the first load), moves focus to the new page's main heading so a screen-reader or
 * keyboard user starts reading the page they opened instead of the link they left.
 */
export function usePageTitleAndFocus(): void {
  const matches = useMatches();
  const router = useRouter();
  const routeTitle = [...matches].reverse().find((m) => m.staticData?.title)?.staticData?.title;
  const title =
    useSyncExternalStore(
      pageNameListeners.subscribe,
      () => pageName,
      () => undefined,
    ) ?? routeTitle;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    let stop = () => {};
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || event.fromLocation.pathname === event.toLocation.pathname) return;
      stop();
      stop = focusWhenPresent(
        () => document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('h1'),
        { preventScroll: true },
      );
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [router]);
}
