import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

// Ways into the app that the journeys share: a fresh learner registered through the API, or a guest,
// with the session stored in localStorage exactly as the app stores it.

const GUEST = {
  id: 'guest',
  firstName: 'Guest',
  lastName: '',
  totalXP: 0,
  level: 1,
  currentStreak: 0,
  longestStreak: 0,
  isGuest: true,
};

/** Registers a new learner through the API and signs this page in as them. */
export async function signUpInBrowser(
  page: Page,
  baseURL: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; user: { id: string } }> {
  const session = await signUp(baseURL, name, extra);
  await storeSession(page, session);
  return session;
}

/** Registers a new learner through the API. */
export async function signUp(
  baseURL: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; user: { id: string } }> {
  const tag = name.toLowerCase().replace(/\W+/g, '-');
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Str0ng!passw0rd',
      name,
      acceptedTerms: true,
      acceptedPrivacy: true,
      ...extra,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { token: string; user: { id: string } };
}

/** A learner's session as the API answers it, or the guest. */
type StoredSession = { token: string; user: unknown } | 'guest';

/** What the app keeps in localStorage for a session: its token (a guest has none) and its user. */
function entries(session: StoredSession): readonly [string | null, unknown] {
  return session === 'guest' ? [null, GUEST] : [session.token, session.user];
}

/**
 * Stores a learner's session, or the guest's, before this page's first document, so the first page
 * it opens is a first load of the app: no earlier page has registered the service worker, which
 * would answer the page's requests from its cache, out of `page.route`'s reach.
 */
export async function sessionBeforeFirstPage(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript(([t, u]) => {
    if (t) localStorage.setItem('authToken', t as string);
    localStorage.setItem('user', JSON.stringify(u));
  }, entries(session));
}

/**
 * A same-origin document to write the origin's localStorage from: a static file, so setting up a
 * session does not load and run the whole landing page (and register its service worker) first.
 */
const ORIGIN_DOCUMENT = '/favicon.svg';

/** Stores a learner's session, or the guest's, in localStorage exactly as the app does. */
async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.goto(ORIGIN_DOCUMENT);
  await page.evaluate(([t, u]) => {
    if (t) localStorage.setItem('authToken', t as string);
    else localStorage.removeItem('authToken');
    localStorage.setItem('user', JSON.stringify(u));
  }, entries(session));
}

/**
 * Saves the learner's answers to the personalise questionnaire on this page's origin, as finishing
 * it does. A new learner's dashboard opens that questionnaire 2 s after it loads (spec), and its
 * modal hides the rest of the page from clicks and from `getByRole`; a journey about something else
 * answers it first. Its own journeys are in dashboard, onboarding and preferences.
 */
export async function answerPersonalise(
  page: Page,
  preferences: Record<string, unknown> = { experience: ['beginner'] },
): Promise<void> {
  await page.evaluate((p) => localStorage.setItem('userPreferences', JSON.stringify(p)), preferences);
}

/** Puts this page in guest mode. */
export function enterAsGuest(page: Page): Promise<void> {
  return storeSession(page, 'guest');
}

/**
 * Reads the open lesson to its end: at each decision the first of `choices` it offers (else its
 * first choice), the first answer to each question, then Next, until the page offers Finish.
 * `onPage` runs on each page once it shows (turn 0 is the first), before anything on it is clicked
 * (a screenshot, a width check). A page that offers neither Next nor Finish fails the read, by its
 * number, rather than ending it early. `taken` is the choice made at each decision, in order.
 */
export async function readToTheEnd(
  page: Page,
  onPage?: (turn: number) => Promise<void>,
  choices: readonly string[] = [],
): Promise<{ pages: number; decisions: number; questions: number; taken: string[] }> {
  const taken: string[] = [];
  let questions = 0;
  const counter = page.getByText(/^Page \d+ of \d+$/);
  const finish = page.getByRole('button', { name: /^Finish (lesson|course)/ });
  const offered = page.locator('[data-choice]');
  const quiz = page.locator('fieldset[data-question]');
  for (let turn = 0; turn < 80; turn++) {
    await onPage?.(turn);
    // The page's state in one round of questions to the browser, asked together, not one by one:
    // a lesson is hundreds of pages, and each question waits on a busy machine.
    const [finished, choosing, questionsHere, shown] = await Promise.all([
      finish.isVisible(),
      offered.first().isVisible(),
      quiz.count(),
      counter.textContent(),
    ]);
    if (finished) return { pages: turn + 1, decisions: taken.length, questions, taken };
    if (choosing) {
      const ids = await offered.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.choice!));
      const id = choices.find((c) => ids.includes(c)) ?? ids[0]!;
      await page.locator(`[data-choice="${id}"]`).click();
      await page.getByRole('region', { name: 'What happened' }).getByText('You chose:').waitFor();
      taken.push(id);
    }
    for (let q = 0; q < questionsHere; q++) {
      await quiz.nth(q).getByRole('button').first().click();
      await quiz
        .nth(q)
        .getByText(/^(Correct!|Not quite\.)/)
        .waitFor();
      questions += 1;
    }
    await page
      .getByRole('button', { name: /^Next/ })
      .click()
      .catch((e: Error) => {
        throw new Error(`${shown} offers neither Next nor Finish: ${e.message.split('\n')[0]}`);
      });
    // The next page has arrived (its entrance animation may still run).
    await expect.poll(() => counter.textContent()).not.toBe(shown);
  }
  throw new Error('the lesson did not end within 80 pages');
}

/**
 * Turns the feature tours off for every page of this context (the learner's own "Don't show tours
 * again"), so a tour never opens over a journey. `useBrowser().open()` does this unless asked for
 * `{ tours: true }`.
 */
export async function turnToursOff(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('thinkstreet:tours-off', '1');
    } catch {
      // about:blank has no storage.
    }
  });
}

export const ADMIN_EMAIL = 'admin@thinkstreet.test';
// The same password e2e/shell.e2e.ts uses, so the journeys share one admin account on one server.
const ADMIN_PASSWORD = 'Sturdy#Passw0rd';

/**
 * Signs this page in as the server's administrator (ADMIN_EMAILS in global-setup). The one place
 * that knows how an account becomes an admin: the address only counts once proved, so the test
 * server's stand-in for `npm run admin -- grant EMAIL` grants it.
 */
export async function signInAsAdmin(page: Page, baseURL: string): Promise<{ token: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let response = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (response.status === 401) {
    await post('/api/auth/register', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      name: 'Ada Admin',
      acceptedTerms: true,
      acceptedPrivacy: true,
    });
  }
  await post('/api/test/admin', { email: ADMIN_EMAIL });
  response = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect(response.status).toBeLessThan(300);
  const session = (await response.json()) as { token: string; user: { role: string } };
  expect(session.user.role).toBe('admin');
  await storeSession(page, session);
  return session;
}
