import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import { enterAsGuest } from './session';

// A stack of toasts (the XP and achievement toasts after a quiz) on a phone and a laptop: every
// toast is opaque and stands out from the page by its border and shadow. The stack used to fade its
// last 16 px into the page (a mask on the toasts' container), so the toast at its end was half see-through.

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
    await page.goto('/library');
    await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
    // The toasts' listener loads right after the first paint: sent before it, the award is lost.
    await page.waitForLoadState('networkidle');
    await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('xp-awarded', { detail })), {
      events: [xp(50, 'Quiz passed'), xp(25, 'Perfect score'), xp(10, 'First lesson today')],
      achievements: [
        achievement('a1', 'Quiz Whiz', '#a855f7'),
        achievement('a2', 'First Steps', '#f59e0b'),
        achievement('a3', 'Bookworm', '#22c55e'),
      ],
    });
    // The three XP toasts come one per 600 ms; all six are up once the third shows.
    await page.getByText('+10 XP').waitFor();
    await page.waitForTimeout(600);
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
    expect(looks.length).toBe(6);
    for (const look of looks) {
      expect(look.faded, look.text).toEqual([]);
      expect(look.background, look.text).toBe(1);
      expect(look.border, look.text).toBeGreaterThan(0);
      expect(look.shadow, look.text).toBe(true);
    }
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `/tmp/shots/toasts/stack-${mobile ? 'phone' : 'laptop'}.png` });
  }, 60_000);
}
