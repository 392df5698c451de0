import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { Toaster } from 'react-hot-toast';

/** The whole app around a router: the browser's, or a memory router when prerendering (issue 14). */
export function App({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* Spec: toasts top-right; react-hot-toast's defaults are the spec's durations. They start
            below the sticky header (about 3.3rem), so they never hide the account menu or the nav. */}
        <Toaster position="top-right" containerStyle={{ top: '4rem' }} />
      </QueryClientProvider>
    </StrictMode>
  );
}
