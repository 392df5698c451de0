import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { AppShellPrerender } from './appShellPrerender';
import { renderOptions } from './renderOptions';
import { routeTree } from './routes';
import { documentTitle } from './usePageTitleAndFocus';

// Build-time HTML of the public pages (issue 14 point 3): the same components React renders in the
// browser, for a visitor with no session, so their text paints before any script runs. Loaded by
// scripts/prerender.ts through Vite's SSR loader after `vite build`; main.tsx hydrates it.
// App pages whose main content is the same for every learner (the catalogue) are rendered too, with
// a frame that belongs to nobody; main.tsx renders those afresh over it for whoever opened them.

/** App pages written as HTML at build time for every visitor (see AppShellPrerender). */
export const APP_SHELL_PATHS = ['/library'] as const;

/** The addresses written as HTML at build time. */
export const PRERENDERED_PATHS = [
  ...APP_SHELL_PATHS,
  '/',
  '/terms',
  '/terms-of-service',
  '/privacy',
  '/privacy-policy',
  '/about',
  '/about-us',
] as const;

/** The app's markup at `path`, the page's title, and whether it is an app page rendered for everyone. */
export async function renderPage(path: string): Promise<{ html: string; title: string; appShell: boolean }> {
  const router = createRouter({
    routeTree,
    ...renderOptions,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  // `prerender` waits for every lazy part (the shell's toasts and tracker) instead of leaving
  // client-render markers behind.
  const appShell = (APP_SHELL_PATHS as readonly string[]).includes(path);
  // Every boundary inline: past React's progressive chunk size (12.8 KB, a streaming heuristic) a
  // boundary would be written as its fallback plus an inline script to swap it in, which our CSP
  // refuses, so the catalogue would paint as "Loading...".
  const { prelude } = await prerender(
    <AppShellPrerender value={appShell}>
      <App router={router} queryClient={new QueryClient()} />
    </AppShellPrerender>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const title = [...router.state.matches].reverse().find((m) => m.staticData?.title)?.staticData?.title;
  return { html, title: documentTitle(title), appShell };
}
