import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useToastTop } from './toastTop';

/** The whole app around a router: the browser's, or a memory router when prerendering (issue 14). */
export function App({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  const toastTop = useToastTop(router);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* Spec: toasts top-right; react-hot-toast's defaults are the spec's durations. They start
            below the page's header (and the beta banner above it), so they never hide the account
            menu or the nav. */}
        <Toaster position="top-right" containerStyle={{ top: toastTop }} />
      </QueryClientProvider>
    </StrictMode>
  );
}
