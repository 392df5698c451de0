import { Link } from '@tanstack/react-router';
import { Hammer } from 'lucide-react';

/** A tab whose feature is still being built: says so plainly and offers somewhere useful to go. */
export function Placeholder({ title, description }: { title: string; description: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Hammer aria-hidden className="mx-auto mb-4 h-10 w-10 text-emerald-400" />
      <h1 className="mb-2 text-2xl font-bold">{title}</h1>
      <p className="mb-6 text-slate-300">{description}</p>
      <Link
        to="/library"
        className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
      >
        Browse the courses
      </Link>
    </section>
  );
}
