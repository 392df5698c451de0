import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/routes';
import { markAppStarted } from './lib/early-reads';
import { getSession, isOAuthCallback } from './lib/session';
import './styles.css';

markAppStarted();

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root')!;
const app = <App router={router} queryClient={queryClient} />;

/**
 * A page prerendered at build time (issue 14 point 3) was rendered for a visitor with no session;
 * only such a visitor sees the same page, so only then is it hydrated. A learner or guest (whose
 * landing page differs) and an OAuth callback get a fresh render instead.
 */
function hydratable(): boolean {
  const session = getSession();
  return (
    root.firstElementChild !== null &&
    !session.isAuthenticated &&
    !session.isGuest &&
    !isOAuthCallback(window.location.search)
  );
}

if (root.dataset.prerendered === 'app') {
  // An app page prerendered for every visitor (the catalogue of /library): the learner's own page
  // differs (their menu, their progress), so it is rendered afresh, not hydrated. Its markup stays on
  // screen until React's first commit replaces it, and the route's code is loaded before that render,
  // so the page never blanks or shows a loading screen in between. Route code that fails to load
  // ends in the route's error screen (the router keeps the error in its match); should the load
  // itself ever reject, the render still comes, so the page is never left frozen inert.
  void router
    .load()
    .catch(() => undefined)
    .then(() => createRoot(root).render(app));
} else if (hydratable()) {
  // As the prerender did: the route's code and matches loaded before the first render, and the
  // router in its server-rendered mode (no Suspense boundary around the root route), so the first
  // client render is the markup already on screen. It stays in that mode: leaving it would change
  // the tree around the routes and remount the whole app.
  router.ssr = { manifest: undefined };
  // In a transition, React hydrates in slices that yield to the browser between them, instead of one
  // long task that a tap on a slow phone would wait behind; the page is already painted meanwhile.
  void router.load().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
  // The page's first Intl formatter loads ICU's locale data: 16-33 ms in this machine's Chromium
  // (bench/web/README.md), about four times that on a slow phone, paid inside the route's first render.
  // Paid here instead, while the route's code is on its way and the main thread has nothing to do.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric' }).format(0);
  });
}
