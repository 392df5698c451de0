import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpenText, Gamepad2, LineChart, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { isOAuthCallback, useSession } from '../../lib/session';
import { BrandMark } from './BrandMark';
import { LandingFooter } from './LandingFooter';
import { LandingStatsPlaceholder } from './LandingStatsRow';
import { majorEvents } from './majorEvents';

// Split off the landing page's first load (issue 14 point 1): the callback (and the schemas it
// validates with) only when Google sends the learner back here, the stats row once the page is up.
const OAuthCallback = lazy(() => import('../auth/OAuthCallback').then((m) => ({ default: m.OAuthCallback })));
const LandingStats = lazy(() => import('./LandingStats'));

const features = [
  {
    icon: BookOpenText,
    title: 'Learn From History',
    text: 'Relive the crashes, bubbles and rescues that shaped markets, told as stories with the real numbers.',
  },
  {
    icon: Gamepad2,
    title: 'Interactive Simulations',
    text: 'Make the calls investors faced in 1929, 1987 and 2008, and see what your choices would have done.',
  },
  {
    icon: LineChart,
    title: 'Real-World Skills',
    text: 'Practise with $100,000 of paper money and learn risk, diversification and valuation by doing.',
  },
] as const;

/** `/`: the OAuth callback when the address carries a token or error, else the landing page. */
export function LandingPage() {
  // Decided once: the callback cleans the address as soon as it starts.
  const [callback] = useState(() => typeof window !== 'undefined' && isOAuthCallback(window.location.search));
  if (callback)
    return (
      <Suspense fallback={null}>
        <OAuthCallback />
      </Suspense>
    );
  return <Landing />;
}

/** The public front door (spec app-and-learning §2 Landing page; trading-and-lessons §2). */
function Landing() {
  const session = useSession();
  const inside = session.isAuthenticated || session.isGuest;
  // Spec §2/§4: Begin Learning goes to the dashboard if signed in or guest, otherwise opens login,
  // where "Continue without signing in" starts learning at once (no account, no password rule first).
  const start = inside ? '/dashboard' : '/login';

  return (
    <div className="min-h-screen bg-[radial-gradient(ellipse_at_top,rgba(16,185,129,0.14),transparent_60%)]">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5">
        <BrandMark />
        {!inside && (
          <Link
            to="/login"
            className="rounded-lg border border-slate-700 px-4 py-2 text-sm font-semibold hover:border-emerald-400 hover:text-emerald-300"
          >
            Login
          </Link>
        )}
      </header>

      <main id="main">
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-8 pb-16 md:grid-cols-[1.2fr_1fr] md:pt-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-sm font-medium text-emerald-300">
              Master Finance Through History
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Learn Finance the Way It Actually Happened
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-300">
              Step inside the greatest market events in history, decide what you would have done, and build
              real investing judgment with paper money. Free while in beta.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={start}
                className="inline-flex items-center gap-2 rounded-xl bg-emerald-500 px-6 py-3 font-semibold text-slate-950 shadow-lg shadow-emerald-500/20 hover:bg-emerald-400"
              >
                {inside ? 'Go to Dashboard' : 'Begin Learning'}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </div>
          </div>
          <MarketCard />
        </section>

        <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 pb-16">
          <h2 id="features" className="sr-only">
            What you get
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {features.map((f) => (
              <li key={f.title} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
                <f.icon aria-hidden className="h-8 w-8 text-emerald-400" />
                <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
                <p className="mt-2 text-sm text-slate-300">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
            <h2 className="text-xl font-semibold">Major Events You'll Experience</h2>
            <ul className="mt-5 space-y-4">
              {majorEvents.map((e) => (
                <li key={e.name}>
                  <div className="flex justify-between text-sm">
                    <span>{e.name}</span>
                    <span className="font-mono font-semibold text-rose-400">{e.change}%</span>
                  </div>
                  <div
                    className="mt-1.5 h-2 rounded-full bg-slate-800"
                    role="img"
                    aria-label={`${e.name}: market fell ${Math.abs(e.change)} percent`}
                  >
                    <div
                      className="h-2 rounded-full bg-gradient-to-r from-rose-500 to-orange-400"
                      style={{ width: `${Math.abs(e.change)}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </div>
          {/* The heading level with its neighbour's; the figures in the middle of the space below it. */}
          <div className="flex flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
            <h2 className="text-xl font-semibold">Your learning at a glance</h2>
            <dl className="my-auto grid grid-cols-3 gap-4 pt-5 text-center">
              <Suspense fallback={<LandingStatsPlaceholder />}>
                <LandingStats />
              </Suspense>
            </dl>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 pb-20 text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">History doesn't repeat, but it rhymes.</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">
            Learn to hear the rhyme before it costs you: one story, one decision at a time.
          </p>
          <Link
            to={start}
            className="mt-6 inline-flex items-center gap-2 rounded-xl border border-emerald-400 px-6 py-3 font-semibold text-emerald-300 hover:bg-emerald-500/10"
          >
            {inside ? 'Continue Learning' : 'Start Your Journey'}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}

function MarketCard() {
  return (
    <figure
      aria-label="Market headline (an example, not live data)"
      className="rounded-2xl border border-slate-800 bg-slate-900/80 p-6 shadow-2xl shadow-black/40"
    >
      <div className="flex items-center justify-between">
        <span className="text-sm text-slate-400">
          Market headline{' '}
          <span className="rounded bg-slate-800 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-300">
            Example
          </span>
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-1 text-sm font-semibold text-emerald-300">
          <TrendingUp aria-hidden className="h-4 w-4" />
          +1.23%
        </span>
      </div>
      <svg viewBox="0 0 300 110" className="mt-4 h-32 w-full" aria-hidden>
        <defs>
          <linearGradient id="landing-area" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#10b981" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#10b981" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path
          d="M0 80 L30 72 L60 78 L90 60 L120 66 L150 48 L180 55 L210 38 L240 44 L270 28 L300 22 L300 110 L0 110 Z"
          fill="url(#landing-area)"
        />
        <path
          d="M0 80 L30 72 L60 78 L90 60 L120 66 L150 48 L180 55 L210 38 L240 44 L270 28 L300 22"
          fill="none"
          stroke="#34d399"
          strokeWidth="2.5"
        />
      </svg>
      <figcaption className="mt-3 text-sm text-slate-300">
        Markets climb a wall of worry. Learn what happened every time they fell off it.
        <span className="mt-1 block text-xs text-slate-400">An illustration, not today's market.</span>
      </figcaption>
    </figure>
  );
}
