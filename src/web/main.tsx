import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/routes';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root')!;
const app = <App router={router} queryClient={queryClient} />;
// A page prerendered at build time (issue 14 point 3) paints its text before any script runs; the
// app then renders afresh over it. Hydrating it instead (hydrateRoot) still mismatches (React
// error 418 in e2e/crawl.e2e.ts), so it is not done yet.
root.replaceChildren();
createRoot(root).render(app);

if (import.meta.env.PROD)
  window.addEventListener('load', () => {
    void import('./lib/serviceWorker').then((m) => m.registerServiceWorker());
  });
