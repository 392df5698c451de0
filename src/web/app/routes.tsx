import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RouteError } from './ErrorScreens';
import { LoadingScreen } from './LoadingScreen';
import { NotFound } from './NotFound';
import { Placeholder } from './Placeholder';
import { Shell } from './Shell';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Full-screen views (lessons, stories, the crisis simulator) hide the tab bar. */
    fullScreen?: boolean;
    /** Pages shown without the app's tab bar at all (landing, login, legal). */
    bare?: boolean;
  }
}

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

function page<const P extends string>(
  path: P,
  component: Parameters<typeof createRoute>[0]['component'],
  staticData: { fullScreen?: boolean; bare?: boolean } = {},
) {
  return createRoute({ getParentRoute: () => rootRoute, path, component, staticData });
}

const soon = (title: string, description: string) => () => (
  <Placeholder title={title} description={description} />
);

// Every tab and page has its own URL (DESIGN.md §7). Add a route with one line.
export const routeTree = rootRoute.addChildren([
  page(
    '/',
    lazyRouteComponent(() => import('../features/landing/LandingPage'), 'LandingPage'),
    { bare: true },
  ),
  page(
    '/dashboard',
    lazyRouteComponent(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  ),
  page(
    '/library',
    lazyRouteComponent(() => import('../features/library/LibraryPage'), 'LibraryPage'),
  ),
  page(
    '/lessons/$lessonId',
    lazyRouteComponent(() => import('../features/lesson/LessonRoute'), 'LessonRoute'),
    {
      fullScreen: true,
    },
  ),
  page(
    '/games',
    lazyRouteComponent(() => import('../features/games/GamesHub'), 'GamesHub'),
  ),
  page(
    '/games/$gameId',
    lazyRouteComponent(() => import('../features/games/GamePage'), 'GamePage'),
  ),
  page(
    '/games/$gameId/3d',
    lazyRouteComponent(() => import('../features/games/Street3DRoute'), 'Street3DRoute'),
    {
      fullScreen: true,
    },
  ),
  page(
    '/trade',
    lazyRouteComponent(() => import('../features/trading/TradingPage'), 'TradingPage'),
  ),
  page(
    '/profile',
    lazyRouteComponent(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
  ),
  page('/onboarding', soon('AI setup', 'A two-minute questionnaire will tailor your learning path.')),
  page('/learning-path', soon('Learning path', 'Your AI learning path will appear here.')),
  page(
    '/admin',
    lazyRouteComponent(() => import('../features/admin/AdminPage'), 'AdminPage'),
  ),
  page(
    '/login',
    lazyRouteComponent(() => import('../features/auth/AuthPage'), 'SignInPage'),
    { bare: true },
  ),
  page(
    '/signup',
    lazyRouteComponent(() => import('../features/auth/AuthPage'), 'SignUpPage'),
    { bare: true },
  ),
  ...(['/terms', '/terms-of-service'] as const).map((p) =>
    page(
      p,
      lazyRouteComponent(() => import('../features/legal/LegalPage'), 'TermsPage'),
      { bare: true },
    ),
  ),
  ...(['/privacy', '/privacy-policy'] as const).map((p) =>
    page(
      p,
      lazyRouteComponent(() => import('../features/legal/LegalPage'), 'PrivacyPage'),
      { bare: true },
    ),
  ),
  ...(['/about', '/about-us'] as const).map((p) =>
    page(
      p,
      lazyRouteComponent(() => import('../features/legal/LegalPage'), 'AboutPage'),
      { bare: true },
    ),
  ),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: () => <LoadingScreen />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
