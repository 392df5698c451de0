// The early reads of an app page (issue 14): the server's answers the page's first screen shows (the
// dashboard's learning path, the Simulator's account), asked for while the app's own code is still on
// its way, instead of after it has loaded, started and rendered the route. On a phone network those
// were one after the other; now they overlap. The page's HTML lists the reads (scripts/prerender.ts,
// from src/web/lib/early-reads.ts, which hands each answer to the app's first request for it).
// A classic script (the CSP allows no inline script); only for a signed-in learner, with the same
// bearer token and headers as the app's requests (src/web/lib/api.ts).
(() => {
  const reads = (document.currentScript?.dataset.reads ?? '').split(' ').filter(Boolean);
  let token = null;
  try {
    token = localStorage.getItem('authToken');
    if (!localStorage.getItem('user')) token = null;
  } catch {}
  // Too late once the app has started (its code came from the cache before this script did): the
  // app has asked already, and an answer nobody takes must never be served after a change.
  if (!token || reads.length === 0 || window.__appStarted) return;
  const answers = {};
  for (const path of reads) {
    // A read that fails is left to the app, which asks again and reports the failure its own way.
    answers[path] = fetch(path, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      credentials: 'include',
    }).catch(() => null);
  }
  window.__earlyReads = { token, at: performance.now(), answers };
})();
