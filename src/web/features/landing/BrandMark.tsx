import { Link } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';

/** The product title with its beta label; links home. */
export function BrandMark() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 font-bold" aria-label="ThinkStreet (beta), home">
      <Landmark aria-hidden className="h-6 w-6 text-emerald-400" />
      <span className="text-xl tracking-tight">ThinkStreet</span>
      <span className="rounded-md bg-emerald-500/15 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wider text-emerald-300 uppercase">
        Beta
      </span>
    </Link>
  );
}
