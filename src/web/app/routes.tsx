import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { NotFound } from './NotFound';
import { renderOptions } from './renderOptions';
import { Shell } from './Shell';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Full-screen views (lessons, stories, the crisis simulator) hide the tab bar. */
    fullScreen?: boolean;
    /** Pages shown without the app's tab bar at all (landing, login, legal). */
    bare?: boolean;
    /**
     * A short flow the tutor's floating button would cover part of (the AI setup: on a phone the
     * button sat over its Next): the button steps aside until the learner leaves the page.
     */
    noTutor?: boolean;
    /** The page's own document title ("Courses · ThinkStreet"). */
    title?: string;
  }
}

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

function page<const P extends string>(
  path: P,
  component: Parameters<typeof createRoute>[0]['component'],
  staticData: StaticDataRouteOption = {},
) {
  return createRoute({ getParentRoute: () => rootRoute, path, component, staticData });
}

// Every tab and page has its own URL (DESIGN.md §7). Add a route with one line.
export const routeTree = rootRoute.addChildren([
  page(
    '/',
    lazyRouteComponent(() => import('../features/landing/LandingPage'), 'LandingPage'),
    { bare: true, title: 'Learn finance through history' },
  ),
  page(
    '/dashboard',
    lazyRouteComponent(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
    { title: 'Dashboard' },
  ),
  page(
    '/library',
    lazyRouteComponent(() => import('../features/library/LibraryPage'), 'LibraryPage'),
    { title: 'Courses' },
  ),
  page(
    '/lessons/$lessonId',
    lazyRouteComponent(() => import('../features/lesson/LessonRoute'), 'LessonRoute'),
    {
      fullScreen: true,
      title: 'Lesson',
    },
  ),
  page(
    '/games',
    lazyRouteComponent(() => import('../features/games/GamesHub'), 'GamesHub'),
    { title: 'Games' },
  ),
  page(
    '/games/$gameId',
    lazyRouteComponent(() => import('../features/games/GamePage'), 'GamePage'),
    { title: 'Crisis game' },
  ),
  page(
    '/games/$gameId/3d',
    lazyRouteComponent(() => import('../features/games/Street3DRoute'), 'Street3DRoute'),
    {
      fullScreen: true,
      title: '3D Wall Street',
    },
  ),
  page(
    '/trade',
    lazyRouteComponent(() => import('../features/trading/TradingPage'), 'TradingPage'),
    { title: 'Simulator' },
  ),
  page(
    '/competitions',
    lazyRouteComponent(() => import('../features/competitions/CompetitionsPage'), 'CompetitionsPage'),
    { title: 'Competitions' },
  ),
  page(
    '/competitions/$id',
    lazyRouteComponent(() => import('../features/competitions/CompetitionPage'), 'CompetitionPage'),
    { title: 'Competition' },
  ),
  page(
    '/profile',
    lazyRouteComponent(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
    { title: 'Profile' },
  ),
  page(
    '/onboarding',
    lazyRouteComponent(() => import('../features/onboarding/OnboardingPage'), 'OnboardingPage'),
    { title: 'AI setup', noTutor: true },
  ),
  page(
    '/learning-path',
    lazyRouteComponent(() => import('../features/learning-path/LearningPathPage'), 'LearningPathPage'),
    { title: 'Learning path' },
  ),
  page(
    '/admin',
    lazyRouteComponent(() => import('../features/admin/AdminPage'), 'AdminPage'),
    { title: 'Admin' },
  ),
  page(
    '/login',
    lazyRouteComponent(() => import('../features/auth/AuthPage'), 'SignInPage'),
    { bare: true, title: 'Sign in' },
  ),
  page(
    '/signup',
    lazyRouteComponent(() => import('../features/auth/AuthPage'), 'SignUpPage'),
    { bare: true, title: 'Create your account' },
  ),
  page(
    '/forgot-password',
    lazyRouteComponent(() => import('../features/auth/PasswordResetPages'), 'ForgotPasswordPage'),
    { bare: true, title: 'Forgot password' },
  ),
  page(
    '/reset-password',
    lazyRouteComponent(() => import('../features/auth/PasswordResetPages'), 'ResetPasswordPage'),
    { bare: true, title: 'Choose a new password' },
  ),
  ...(['/terms', '/terms-of-service'] as const).map((p) =>
    page(
      p,
      lazyRouteComponent(() => import('../features/legal/LegalPage'), 'TermsPage'),
      { bare: true, title: 'Terms of Service' },
    ),
  ),
  ...(['/privacy', '/privacy-policy'] as const).map((p) =>
    page(
      p,
      lazyRouteComponent(() => import('../features/legal/LegalPage'), 'PrivacyPage'),
      { bare: true, title: 'Privacy Policy' },
    ),
  ),
  ...(['/about', '/about-us'] as const).map((p) =>
    page(
      p,
      lazyRouteComponent(() => import('../features/legal/LegalPage'), 'AboutPage'),
      { bare: true, title: 'About us' },
    ),
  ),
]);

// The router restores the scroll position (or goes to the top) after each render, except on the
// app's first render of a page the learner has already scrolled: a prerendered page (landing,
// legal) can be read and scrolled before its scripts arrive, and sent back to the top as they did,
// the page moved under the learner's finger (a tap on the footer's "Terms" landed on the list above).
// Only a page that came with its markup can have been scrolled, so only there is scrollY read: the
// read forces a layout of the page just rendered, 70–150 ms of a cold /dashboard or /trade on a
// slow phone (issue 14). Read as this module loads, before main.tsx renders over the markup.
let firstRender =
  typeof document !== 'undefined' && Boolean(document.getElementById('root')?.firstElementChild);
function restoresScroll(): boolean {
  const keep = firstRender && window.scrollY > 0;
  firstRender = false;
  return !keep;
}

export const router = createRouter({
  routeTree,
  ...renderOptions,
  defaultPreload: 'intent',
  // Browser-only behaviour, so not in renderOptions: prerendered with it, the page would carry
  // an inline script, which the content security policy (script-src 'self') refuses.
  scrollRestoration: restoresScroll,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
