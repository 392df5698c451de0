import { Link, Outlet, useMatches, useMatchRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { Landmark, MoreHorizontal } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { BetaBanner } from '../features/feedback/BetaBanner';
import { watchTyping } from '../features/onboarding/typing';
import { TutorLauncher } from '../features/tutor/TutorLauncher';
import { carryWaiting } from '../lib/guest-carry/flags';
import { lazyOptional } from '../lib/lazyOptional';
import { localUserId, useSession } from '../lib/session';
import { useAppShellPrerender } from './appShellPrerender';
import { ShellErrorBoundary } from './ErrorScreens';
import { useFrameRequested } from './framedPage';
import { TabBar } from './TabBar';
import { type Tab, visibleTabs } from './tabs';
import { UserMenu } from './UserMenu';
import { usePageSettled } from './usePageSettled';
import { usePageTitleAndFocus } from './usePageTitleAndFocus';
import { useSessionCheck } from './useSessionCheck';

// Feature tours and behaviour tracking load once the page has settled, never in the entry chunk. By
// then the connection may have dropped: code that cannot arrive leaves them out, never the page.
const TourHost = lazyOptional(() => import('../features/onboarding/TourHost'));
const Tracker = lazyOptional(() => import('../features/onboarding/Tracker'));
// Guest progress carried into an account: resumed after a reload, or offered after a sign-in.
const CarryHost = lazyOptional(() => import('../features/guest-carry/CarryHost'));
// The XP and achievement toasts load right after the first paint (they wait for an award anyway).
const XpToastHost = lazyOptional(() =>
  import('../features/dashboard/XpToasts').then((m) => ({ default: m.XpToastHost })),
);

/** The root of every page: the shell-level error boundary around the app frame. */
export function Shell() {
  usePageTitleAndFocus();
  // From the first render: no tour starts over a learner who has typed on the page (TourHost).
  const router = useRouter();
  useEffect(() => watchTyping(() => router.state.location.pathname), [router]);
  const settled = usePageSettled();
  // The offline worker (spec §7) registers once the page has settled: registered at the load event,
  // which comes before a route's own code, it was asked for ahead of the page's code and data.
  useEffect(() => {
    if (settled && import.meta.env.PROD)
      void import('../lib/serviceWorker').then(
        (m) => m.registerServiceWorker(),
        () => undefined,
      );
  }, [settled]);
  return (
    <ShellErrorBoundary>
      <Frame settled={settled} />
      {/* XP and achievement toasts follow the learner across every tab and lesson. */}
      <Suspense fallback={null}>
        <XpToastHost />
      </Suspense>
      <TutorLauncher />
      {settled && (
        <Suspense fallback={null}>
          <Tracker />
        </Suspense>
      )}
    </ShellErrorBoundary>
  );
}

/** The app frame: top tab bar (bottom row on phones), hidden on bare and full-screen pages. */
function Frame({ settled }: { settled: boolean }) {
  const matches = useMatches();
  const session = useSession();
  // At build time, an app page rendered for every visitor: no account's parts, nobody sent away.
  const forEveryone = useAppShellPrerender();
  useSessionCheck();
  const frameRequested = useFrameRequested();
  const bare = matches.some((m) => m.staticData?.bare);
  if (bare) return <Outlet />;
  // App pages need a session (signed in or guest); unknown addresses fall through to NotFound.
  const inApp = matches.some((m) => m.routeId !== '__root__');
  if (inApp && !session.isAuthenticated && !session.isGuest && !forEveryone) return <SignInFirst />;
  // A full-screen page with nothing to show (an unknown lesson) asks for the frame back.
  if (matches.some((m) => m.staticData?.fullScreen) && !frameRequested) return <Outlet />;
  // Admin comes from the role the server returned (DESIGN.md §7), never from an e-mail on the client.
  const isAdmin = session.user && 'role' in session.user && session.user.role === 'admin';
  const visible = visibleTabs(Boolean(isAdmin));
  const signedIn = session.isAuthenticated || session.isGuest;
  return (
    // Prerendered for everyone, the frame is a picture of the page until the app renders it for the
    // learner: inert, so a tap or a keystroke waits instead of landing on markup about to be
    // replaced, and busy, so assistive technology waits too. The bottom padding lets the end of a
    // page scroll clear of the tab bar (phone) and of the tutor's floating button above it.
    <div
      className="min-h-screen pb-56 md:pb-40"
      inert={forEveryone || undefined}
      aria-busy={forEveryone || undefined}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-slate-900 focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* Outside the sticky header: the notice scrolls away instead of eating a phone's screen,
          and its landmark is not nested in the header's. */}
      {(signedIn || forEveryone) && <BetaBanner />}
      <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <Link
            to="/"
            className="mr-2 flex shrink-0 items-center gap-1.5 font-bold text-emerald-400 sm:mr-4 pointer-coarse:min-h-11"
          >
            <Landmark aria-hidden className="h-5 w-5" />
            ThinkStreet
            <span className="rounded bg-emerald-500/15 px-1 text-[0.6rem] tracking-wider uppercase">
              Beta
            </span>
          </Link>
          <TabBar visible={visible} />
          <div className="ml-auto shrink-0">
            {/* Prerendered, the account's place is held at the menu's height so nothing moves: 40 px,
                and 44 on a touch screen, where the menu's button is a 44 px target. */}
            {forEveryone ? (
              <span aria-hidden className="block h-10 pointer-coarse:h-11" />
            ) : signedIn ? (
              <UserMenu session={session} />
            ) : (
              <Link
                to="/login"
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-emerald-300 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
              >
                Login
              </Link>
            )}
          </div>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      {signedIn && settled && (
        <Suspense fallback={null}>
          <TourHost />
          {carryWaiting(localUserId(session)) && <CarryHost />}
        </Suspense>
      )}
      <PhoneTabs visible={visible} />
    </div>
  );
}

/** To the sign-in screen, which brings the learner back to the page they asked for (a lesson link). */
function SignInFirst() {
  const navigate = useNavigate();
  // Read once: navigating again on every render of a pending navigation would never settle.
  const [asked] = useState(() => window.location.pathname);
  useEffect(() => {
    void navigate({ to: '/login', search: { redirect: asked }, replace: true });
  }, [navigate, asked]);
  return null;
}

/** The phone's bottom row: the primary tabs, the current one marked; any other built tab under More. */
function PhoneTabs({ visible }: { visible: Tab[] }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const primary = visible.filter((t) => t.primary);
  const more = visible.filter((t) => !t.primary);
  // On a page reached through More (the learning path, say), More is the tab marked as current:
  // the router's own test, the one that marks a tab's link active.
  const matchRoute = useMatchRoute();
  const inMore = more.some((t) => matchRoute({ to: t.to, fuzzy: true }) !== false);
  // 11 px, tight: at 390 px wide each of six cells is 65 px, and the current tab's bold "Dashboard"
  // ran past its cell and off the screen's edge (at 12 px, and by a pixel at 11 px in DejaVu Sans).
  // The current tab's colours come only from activeProps, the others' only from inactiveProps: with
  // both a grey and a green text class on one link, the stylesheet's order chose the grey.
  const item = 'flex w-full flex-col items-center gap-0.5 border-t-2 py-2 text-[11px] tracking-tight';
  const current = 'border-emerald-400 font-semibold text-emerald-400';
  const other = 'border-transparent text-slate-400';
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {moreOpen && (
        <ul id="more-tabs" className="border-b border-slate-800 py-1">
          {more.map((tab) => (
            <li key={tab.id}>
              <Link
                to={tab.to}
                onClick={() => setMoreOpen(false)}
                className="flex items-center gap-2 px-4 py-2 text-sm pointer-coarse:min-h-11"
                activeProps={{ className: 'text-emerald-400 font-semibold', 'aria-current': 'page' }}
                inactiveProps={{ className: 'text-slate-300' }}
              >
                <tab.icon aria-hidden className="h-4 w-4" />
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul
        className="grid"
        style={{
          gridTemplateColumns: `repeat(${primary.length + (more.length > 0 ? 1 : 0)}, minmax(0, 1fr))`,
        }}
      >
        {primary.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              onClick={() => setMoreOpen(false)}
              className={item}
              activeProps={{ className: current, 'aria-current': 'page' }}
              inactiveProps={{ className: other }}
            >
              <tab.icon aria-hidden className="h-5 w-5" />
              {tab.label}
            </Link>
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <button
              type="button"
              aria-expanded={moreOpen}
              aria-controls="more-tabs"
              onClick={() => setMoreOpen((o) => !o)}
              className={`${item} ${inMore ? current : other}`}
            >
              <MoreHorizontal aria-hidden className="h-5 w-5" />
              More
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
