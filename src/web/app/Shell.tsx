import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { useSession } from '../lib/session';
import { tabs } from './tabs';

/** The app frame: top tab bar (bottom row on phones), hidden on bare and full-screen pages. */
export function Shell() {
  const matches = useMatches();
  const session = useSession();
  const bare = matches.some((m) => m.staticData?.bare || m.staticData?.fullScreen);
  if (bare) return <Outlet />;
  const isAdmin = session.user && 'role' in session.user && session.user.role === 'admin';
  const visible = tabs.filter((t) => !t.adminOnly || isAdmin);
  return (
    <div className="min-h-screen pb-20 md:pb-0">
      <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <Link to="/" className="mr-4 font-bold text-emerald-400">
            ThinkStreet
          </Link>
          <ul className="hidden gap-1 md:flex">
            {visible.map((tab) => (
              <li key={tab.id}>
                <Link
                  to={tab.to}
                  className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm text-slate-300 hover:bg-slate-800"
                  activeProps={{ className: 'bg-slate-800 text-white', 'aria-current': 'page' }}
                >
                  <tab.icon aria-hidden className="h-4 w-4" />
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <nav
        aria-label="Primary"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950 md:hidden"
      >
        <ul className="grid grid-cols-5">
          {visible
            .filter((t) => t.primary)
            .map((tab) => (
              <li key={tab.id}>
                <Link
                  to={tab.to}
                  className="flex flex-col items-center gap-0.5 py-2 text-xs text-slate-400"
                  activeProps={{ className: 'text-emerald-400', 'aria-current': 'page' }}
                >
                  <tab.icon aria-hidden className="h-5 w-5" />
                  {tab.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
