import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { ToastStack } from './ToastStack';
import { useToastArea } from './toastTop';

/** The whole app around a router: the browser's, or a memory router when prerendering (issue 14). */
export function App({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  const toastArea = useToastArea(router);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* Spec: toasts top-right; react-hot-toast's defaults are the spec's durations. They start
            below the page's header (and the beta banner above it) and its heading, so they never
            hide the account menu, the nav or the page's title, and end above a phone's bottom tab
            bar. At most three show at once, with a "+N more" line for the rest. Every toast is
            opaque, with a border and a shadow that show on the dark pages. */}
        <ToastStack
          style={{
            top: toastArea.top,
            // Left of a control in use that fills the right-hand column (a laptop's order ticket).
            ...(toastArea.right === undefined ? {} : { right: toastArea.right }),
            // A height only as tall as its toasts, never a box pinned to both edges: the area moves
            // as the page's heading arrives, and an empty full-height box moving counted as a
            // layout shift (CLS 0.13 to 0.24 on every route).
            maxHeight: `calc(100dvh - ${toastArea.top + toastArea.bottom}px)`,
            overflowY: 'auto',
            // Never sideways: a closing toast slides 24 px right, and with the other axis left to
            // `auto` that made the area scroll sideways for the exit, a scrolling region with no
            // focus stop (axe: scrollable-region-focusable).
            overflowX: 'hidden',
            scrollbarWidth: 'none',
          }}
          toastOptions={{
            style: { border: '1px solid #cbd5e1', boxShadow: '0 8px 24px rgb(0 0 0 / 0.5)' },
          }}
        />
      </QueryClientProvider>
    </StrictMode>
  );
}
