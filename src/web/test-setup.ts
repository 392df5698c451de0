import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { emitSessionChange } from './lib/session';

// Lazily loaded routes and lessons can take more than testing-library's default 1 s to appear when
// the whole suite shares two cores; wait up to 10 s before calling an element missing.
configure({ asyncUtilTimeout: 10_000 });

// The web files share one module graph per worker (isolate: false in vitest.config.ts: the web
// project ran in 51 s instead of 13 s, most of it importing React and the app again for every file).
// So every test starts as a fresh file did: empty storage and no session, real timers and globals,
// nothing left on the page.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  emitSessionChange();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
