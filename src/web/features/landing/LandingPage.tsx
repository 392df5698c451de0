import { Link } from '@tanstack/react-router';

export function LandingPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">ThinkStreet</h1>
      <p className="mt-2 text-emerald-400">Master Finance Through History</p>
      <Link
        to="/dashboard"
        className="mt-8 inline-block rounded-lg bg-emerald-500 px-5 py-3 font-semibold text-slate-950"
      >
        Begin Learning
      </Link>
    </main>
  );
}
