// The loader of a page prerendered at build time (scripts/prerender.ts, issue 14 point 3). Such a page
// paints from its HTML and stylesheet alone, and the app's scripts only hydrate it, so they are asked
// for once the first frame is painted instead of sharing a slow phone network with that paint.
// A classic script (the CSP allows no inline script): it reads the entry and its chunks from its own
// data attributes, preloads the chunks as Vite's modulepreload links would have, then imports the entry.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preload = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  const load = () => {
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // Once the browser has recorded the page's largest paint (the prerendered heading), or else the
  // frame after the first paint; setTimeout as well, since a hidden tab never paints.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    load();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
})();
