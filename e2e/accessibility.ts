import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { setServerTime, type useBrowser, wcagViolations } from './browser';
import { enterAsGuest, signInAsAdmin, signUpInBrowser } from './session';

// Issue 15, point 6: accessibility as a gate. Every route of the app's router (read from
// src/web/app/routes.tsx, so a new screen is checked the day it lands) passes axe's WCAG 2.2 A and
// AA rules with no serious or critical finding: as a guest and as a signed-up learner, on a laptop
// (1366×850) and on a phone (390×844), and what an administrator alone sees, on a laptop. The
// passes live in two journey files (accessibility.e2e.ts, accessibility-signed-in.e2e.ts) so that
// the two journey workers share them: in one file they were the suite's longest, run last.

const OPEN = new Date('2026-03-11T14:30:00Z');

/**
 * Every screen of the router, by its path as written there (`/lessons/$lessonId`…). A list of paths
 * for one page (`['/terms', '/terms-of-service']`) is the same screen under two names, checked once
 * here, by its first; shell.e2e.ts opens every name.
 */
export function routerPaths(): string[] {
  const source = readFileSync(new URL('../src/web/app/routes.tsx', import.meta.url), 'utf8');
  const single = [...source.matchAll(/page\(\s*'([^']+)'/g)].map((m) => m[1] as string);
  const lists = [...source.matchAll(/\[((?:\s*'\/[^']*',?)+)\s*\] as const/g)].map(
    (m) => (m[1] as string).match(/'([^']+)'/)![1] as string,
  );
  return [...new Set([...single, ...lists])];
}

/** A real value for each route parameter; a new parameter fails the gate until it has one here. */
async function examples(baseURL: string): Promise<Record<string, string>> {
  const games = (await (await fetch(`${baseURL}/api/games`)).json()) as
    | { games?: { id: string }[] }
    | { id: string }[];
  const list = Array.isArray(games) ? games : (games.games ?? []);
  // A trading game (/competitions/$id) nobody is in: the page that explains it cannot be shown.
  return {
    $lessonId: 'tulip-mania',
    $gameId: list[0]?.id ?? 'no-game',
    $id: '00000000-0000-4000-8000-000000000000',
  };
}

async function concrete(baseURL: string): Promise<string[]> {
  const values = await examples(baseURL);
  return routerPaths().map((path) =>
    path.replace(/\$\w+/g, (param) => {
      const value = values[param];
      if (!value) throw new Error(`no example value for ${param} in ${path}: add one to examples()`);
      return value;
    }),
  );
}

/**
 * Opens a path and waits until its heading is shown and nothing on it is still loading. `inApp`
 * opens it as a link in the running app does (the router follows history.pushState), on the page
 * the last visit left: a sweep loads the app once, not once per route (and axe once, see browser.ts).
 */
export async function visit(page: Page, path: string, options: { inApp?: boolean } = {}): Promise<void> {
  if (options.inApp) {
    // The last route's heading stays until the router has drawn the next one: wait for a new one.
    await page.evaluate((to) => {
      for (const h1 of document.querySelectorAll('h1')) h1.dataset.left = '';
      history.pushState(null, '', to);
    }, path);
    await page.locator('h1:not([data-left])').first().waitFor();
  } else await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

const who = {
  guest: async (page: Page) => enterAsGuest(page),
  learner: async (page: Page, baseURL: string) => {
    await signUpInBrowser(page, baseURL, 'Axe Learner');
  },
  admin: async (page: Page, baseURL: string) => {
    await signInAsAdmin(page, baseURL);
  },
};

export type Role = keyof typeof who;

/** The pass over every route for one kind of user on one screen size. */
export function everyRoutePasses(browser: ReturnType<typeof useBrowser>, role: Role, mobile: boolean): void {
  it(`every route passes WCAG 2.2 AA for ${role === 'admin' ? 'an administrator' : `a ${role}`} on ${mobile ? 'a phone' : 'a laptop'}`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
    await setServerTime(baseURL, OPEN);
    await page.clock.setFixedTime(OPEN);
    await who[role](page, baseURL);
    const findings: string[] = [];
    const paths = await concrete(baseURL);
    // Outside /admin an administrator's screens are the learner's with one more tab (the Shell's
    // tab list; the tutor, which also reads the role, is not a screen at rest), so past /admin one
    // screen with the tabs is theirs alone to check; the learner's pass covers the rest.
    const own = role === 'admin' ? paths.filter((p) => p === '/admin' || p === '/dashboard') : paths;
    expect(own.length).toBeGreaterThan(role === 'admin' ? 1 : 15);
    for (const path of own) {
      await visit(page, path, { inApp: path !== own[0] });
      for (const v of await wcagViolations(page)) findings.push(`${path}: ${v}`);
    }
    expect(findings).toEqual([]);
  }, 240_000);
}
