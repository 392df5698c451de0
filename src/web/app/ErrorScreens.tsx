import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A page that failed to render or load (spec §8 render error): Try Again or Go Home. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (import.meta.env?.DEV) console.error(error);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <AlertTriangle aria-hidden className="mx-auto h-12 w-12 text-amber-400" />
      <h1 className="mt-4 text-2xl font-bold">Oops! Something went wrong</h1>
      <p className="mt-2 text-slate-300">We're having trouble loading this page. Please try again.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
          className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
        >
          Try Again
        </button>
        <Link
          to="/"
          className="rounded-lg border border-slate-700 px-4 py-2 font-semibold hover:border-slate-500"
        >
          Go Home
        </Link>
      </div>
    </section>
  );
}

/** The last line of defence around the whole app frame: a full reload is the only safe retry. */
export function ShellFallback() {
  return (
    <main role="alert" className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <AlertTriangle aria-hidden className="h-12 w-12 text-rose-400" />
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 max-w-md text-slate-300">
        We encountered an unexpected error. Please try refreshing the page.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
      >
        Refresh Page
      </button>
    </main>
  );
}

export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app shell crashed', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? <ShellFallback /> : this.props.children;
  }
}

/** Shows `fallback` in the place of its children once they fail to render, the rest of the page untouched. */
export class ErrorFallback extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
