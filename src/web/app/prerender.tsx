import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { renderOptions } from './renderOptions';
import { routeTree } from './routes';
import { documentTitle } from './usePageTitleAndFocus';

// Build-time HTML of the public pages (issue 14 point 3): the same components React renders in the
// browser, for a visitor with no session, so their text paints before any script runs. Loaded by
// scripts/prerender.ts through Vite's SSR loader after `vite build`; main.tsx hydrates it.

/** The addresses written as HTML at build time. */
export const PRERENDERED_PATHS = [
  '/',
  '/terms',
  '/terms-of-service',
  '/privacy',
  '/privacy-policy',
  '/about',
  '/about-us',
] as const;

/** The app's markup at `path` and the page's title. */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const router = createRouter({
    routeTree,
    ...renderOptions,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  // `prerender` waits for every lazy part (the shell's toasts and tracker) instead of leaving
  // client-render markers behind.
  const { prelude } = await prerender(<App router={router} queryClient={new QueryClient()} />);
  const html = await new Response(prelude).text();
  const title = [...router.state.matches].reverse().find((m) => m.staticData?.title)?.staticData?.title;
  return { html, title: documentTitle(title) };
}
