import { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/routes';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root')!;
const app = <App router={router} queryClient={queryClient} />;
if (root.firstElementChild) {
  // A page prerendered at build time (issue 14 point 3): load its route first, then hydrate the
  // markup that is already on screen instead of painting it again.
  void router.load().then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}

if (import.meta.env.PROD)
  window.addEventListener('load', () => {
    void import('./lib/serviceWorker').then((m) => m.registerServiceWorker());
  });
