import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorRouteComponent,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';

/**
 * Renders an in-memory router opened at `at`, one route per entry of `pages` (path to component) under
 * a root showing `root` (an Outlet unless given), inside a fresh QueryClientProvider (with `retry: false`
 * its queries are not retried). `errorComponent` becomes the router's default error screen.
 * Returns the router, to read where it went.
 */
export function renderAtPath(
  at: string,
  pages: Record<string, RouteComponent>,
  options: { root?: RouteComponent; errorComponent?: ErrorRouteComponent; retry?: false } = {},
) {
  const root = createRootRoute({ component: options.root ?? Outlet });
  const router = createRouter({
    routeTree: root.addChildren(
      Object.entries(pages).map(([path, component]) =>
        createRoute({ getParentRoute: () => root, path, component }),
      ),
    ),
    history: createMemoryHistory({ initialEntries: [at] }),
    defaultErrorComponent: options.errorComponent,
  });
  const queries = options.retry === false ? { retry: false } : {};
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A stand-in page that only shows `text`. */
export const stubPage = (text: string) => () => <p>{text}</p>;
