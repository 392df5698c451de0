import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import { answerPersonalise, enterAsGuest } from './session';

// A stack of toasts (the XP and achievement toasts after a quiz) on a phone and a laptop: every
// toast is opaque and stands out from the page by its border and shadow. The stack used to fade its
// last 16 px into the page (a mask on the toasts' container), so the toast at its end was half see-through.
// At most three show at once, with a "+N more" line for the rest: eight or more ran down a phone's
// screen past the bottom tab bar. They keep clear of the page's heading block: the heading, its
// subtitle and the dashboard's Personalise button (on a phone they covered the subtitle, on a laptop
// the button), and of the level card's level, XP total and bar (on a laptop they covered the XP total). Each is read out once: the one that arrives behind the "+N more" line by the host.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

const xp = (amount: number, why: string) => ({
  amount,
  activity: 'quiz',
  details: { message: `+${amount} XP · ${why}`, multiplier: 1, base: amount, factors: [] },
});
const achievement = (id: string, name: string, color: string) => ({
  id,
  name,
  description: 'Answered every question of a quiz right.',
  requirement_type: 'lessons_completed',
  requirement_value: 1,
  rarity: 'rare',
  points: 25,
  color,
  icon: 'trophy',
  unlocked: true,
  unlockedAt: null,
  progress: 100,
  current: 1,
  nearlyDone: false,
});

for (const mobile of [true, false]) {
  it(`${mobile ? 'on a phone' : 'on a laptop'} every toast of a full stack is opaque, with a border and a shadow`, async () => {
    const { page } = await browser.open({ mobile });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await enterAsGuest(page);
    await answerPersonalise(page);
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: /Guest$/, level: 1 });
    await heading.waitFor();
    // The toasts' listener loads after the first paint, on a busy machine well after the network
    // goes quiet, and an award sent before it is lost: a probe achievement is sent until it shows
    // (marked seen), then closed.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      (probe) => {
        window.dispatchEvent(
          new CustomEvent('xp-awarded', { detail: { events: [], achievements: [probe] } }),
        );
        return localStorage.getItem('thinkstreet:guest:achievements-seen') !== null;
      },
      achievement('probe', 'Probe', '#64748b'),
      { polling: 250 },
    );
    // Closed by a tap on a phone (which must not pause the toasts' timers, as a hovering mouse
    // does), by the keyboard on a laptop.
    const close = page.getByRole('button', { name: 'Close achievement' });
    if (mobile) await close.tap();
    else {
      await close.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByText('Probe').waitFor({ state: 'detached' });
    await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('xp-awarded', { detail })), {
      events: [xp(50, 'Quiz passed'), xp(25, 'Perfect score'), xp(10, 'First lesson today')],
      achievements: [
        achievement('a1', 'Quiz Whiz', '#a855f7'),
        achievement('a2', 'First Steps', '#f59e0b'),
        achievement('a3', 'Bookworm', '#22c55e'),
      ],
    });
    // The first XP toast comes with the achievements, behind the line at once: the host reads it out
    // (it lives 3 s); the others read themselves out as they are drawn.
    const announcer = page.locator('[data-toast-announcer]');
    await announcer.getByText('+50 XP Quiz passed', { exact: true }).waitFor({ state: 'attached' });
    expect(
      await announcer.locator(':scope > *').evaluateAll((els) => els.map((el) => el.textContent)),
    ).toEqual(['+50 XP Quiz passed']);
    // The three XP toasts come one per 600 ms, the achievements at once: all six are in once the
    // third XP toast shows. The three newest are drawn, newest on top; three wait.
    await page.getByText('+10 XP').waitFor();
    await page.waitForTimeout(600);
    const more = page.locator('[data-rht-toaster]').getByText('+3 more');
    await more.waitFor();
    expect(await more.textContent()).toBe('+3 more notifications waiting');
    const looks = await page.evaluate(() => {
      const toaster = document.querySelector('[data-rht-toaster]')!;
      const alpha = (color: string) => {
        const m = color.match(/rgba?\(([^)]+)\)/);
        const parts = m ? m[1]!.split(/[ ,/]+/).filter(Boolean) : [];
        return parts.length === 4 ? Number(parts[3]) : 1;
      };
      return [...toaster.querySelectorAll('[role="status"], [role="alert"]')].map((toast) => {
        // Everything between the toast and the page: none of it may fade or mask it.
        const faded: string[] = [];
        for (let el: Element | null = toast; el && el !== document.body; el = el.parentElement) {
          const s = getComputedStyle(el);
          if (s.maskImage !== 'none') faded.push(`mask ${s.maskImage}`);
          if (Number(s.opacity) < 1) faded.push(`opacity ${s.opacity}`);
        }
        // The toast's own box: its custom element, or react-hot-toast's bar around its message.
        const card = toast.closest('[class*="rounded-xl"]') ?? toast.parentElement!;
        const s = getComputedStyle(card);
        return {
          text: (toast.textContent ?? '').slice(0, 20),
          faded,
          background: alpha(s.backgroundColor),
          border: Number.parseFloat(s.borderTopWidth),
          shadow: s.boxShadow !== 'none',
        };
      });
    });
    expect(looks.map((l) => l.text.slice(0, 6))).toEqual(['+10 XP', '+25 XP', 'Achiev']);
    for (const look of looks) {
      expect(look.faded, look.text).toEqual([]);
      expect(look.background, look.text).toBe(1);
      expect(look.border, look.text).toBeGreaterThan(0);
      expect(look.shadow, look.text).toBe(true);
    }
    // The stack keeps clear of the heading, its subtitle and the Personalise button, and of the
    // level card's level, XP total and bar (on a laptop the stack lay over the XP total, in the right
    // column; on a phone the card is further down), and ends above the phone's tab bar, the line
    // included.
    const subtitle = page.getByText('Guest Mode: your progress stays on this device.');
    const personalise = page.getByRole('button', { name: 'Personalise' });
    const level = page.getByTestId('level');
    const totalXP = page.getByTestId('total-xp');
    const bar = page.getByRole('progressbar', { name: 'Progress to the next level' });
    const stack = await page.evaluate(() =>
      [...document.querySelector('[data-rht-toaster]')!.children].map((el) =>
        el.getBoundingClientRect().toJSON(),
      ),
    );
    expect(stack).toHaveLength(4);
    type Box = { x: number; y: number; width: number; height: number };
    const overlap = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [name, target] of [
      ['heading', heading],
      ['subtitle', subtitle],
      ['Personalise', personalise],
      ['level', level],
      ['XP total', totalXP],
      ['level bar', bar],
    ] as const) {
      const box = (await target.boundingBox())!;
      for (const toast of stack) expect(overlap(toast, box), `a toast over the ${name}`).toBe(false);
    }
    const end = mobile ? (await page.getByRole('navigation', { name: 'Primary' }).boundingBox())!.y : 860;
    expect(stack.at(-1)!.bottom).toBeLessThanOrEqual(end);
    if (process.env.E2E_SHOTS) {
      mkdirSync('/tmp/shots/toasts', { recursive: true });
      await page.screenshot({ path: `/tmp/shots/toasts/stack-${mobile ? 'phone' : 'laptop'}.png` });
    }
    // The XP toasts go after 3 s and the achievements waiting below them show; the line goes.
    await more.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Quiz Whiz').waitFor();
    expect(await page.locator('[data-rht-toaster] [role="alert"]').count()).toBe(3);
  }, 60_000);
}

// A closed toast fades and slides 24 px to the right as it goes. The toasts' area scrolls (a full
// stack fits the space between the header and the tab bar by scrolling), so that slide made it
// scrollable sideways for the exit's 180 ms, with no focus stop: axe's scrollable-region-focusable,
// which the guest-carry journey met now and then on a phone when the carried achievements closed.
it('a toast sliding out never leaves the toasts’ area scrollable without a focus stop', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await answerPersonalise(page);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: /Guest$/, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (probe) => {
      window.dispatchEvent(new CustomEvent('xp-awarded', { detail: { events: [], achievements: [probe] } }));
      return localStorage.getItem('thinkstreet:guest:achievements-seen') !== null;
    },
    achievement('probe', 'Probe', '#64748b'),
    { polling: 250 },
  );
  const close = page.getByRole('button', { name: 'Close achievement' });
  await close.waitFor();
  // Each frame from the tap until the toast is gone: is the area scrollable on an axis it lets
  // scroll (axe's test), and then is it a focus stop?
  const frames = await page.evaluate(async () => {
    const area = document.querySelector<HTMLElement>('[data-rht-toaster]')!;
    const scrolls = (overflow: string, scroll: number, client: number) =>
      overflow !== 'visible' && overflow !== 'hidden' && scroll > client;
    const seen: { scrollable: boolean; focusable: boolean }[] = [];
    document.querySelector<HTMLButtonElement>('button[aria-label="Close achievement"]')!.click();
    const start = performance.now();
    while (performance.now() - start < 600) {
      await new Promise(requestAnimationFrame);
      const s = getComputedStyle(area);
      seen.push({
        scrollable:
          scrolls(s.overflowX, area.scrollWidth, area.clientWidth) ||
          scrolls(s.overflowY, area.scrollHeight, area.clientHeight),
        focusable: area.tabIndex >= 0 && area.hasAttribute('tabindex'),
      });
    }
    return seen;
  });
  expect(frames.length).toBeGreaterThan(5);
  expect(frames.filter((f) => f.scrollable && !f.focusable)).toEqual([]);
  await page.getByText('Probe').waitFor({ state: 'detached' });
}, 60_000);
