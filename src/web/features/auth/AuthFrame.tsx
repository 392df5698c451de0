import type { ReactNode } from 'react';
import { BrandMark } from '../landing/BrandMark';

/** The signed-out screens' frame: the brand above one centred card (sign-in, sign-up, password reset). */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-[radial-gradient(ellipse_at_top,rgba(16,185,129,0.12),transparent_60%)]">
      <header className="mx-auto w-full max-w-6xl px-4 py-5">
        <BrandMark />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
