import { Link } from '@tanstack/react-router';
import { usePageName } from './usePageTitleAndFocus';

export function NotFound() {
  usePageName('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-emerald-400">404</p>
      <h1 className="mt-2 text-3xl font-bold">This page is not on the map</h1>
      <p className="mt-3 text-slate-300">The address may be mistyped, or the page may have moved.</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950"
      >
        Go home
      </Link>
    </section>
  );
}
