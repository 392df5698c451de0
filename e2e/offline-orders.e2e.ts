import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, setServerTime, useBrowser } from './browser';
import { signUpInBrowser } from './session';

// A signed-in learner's orders when the connection fails: an order made offline waits in the
// outbox and runs once when the connection returns; an order whose answer is lost is re-sent with
// the same Idempotency-Key and runs once.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const OPEN = new Date('2026-03-11T14:30:00Z');
const SHOTS = '/tmp/shots/offline-replay';
mkdirSync(SHOTS, { recursive: true });

const ticket = (page: Page) => page.getByRole('form', { name: 'Order ticket' });

async function order(page: Page, shares: number): Promise<void> {
  const form = ticket(page);
  await form.getByLabel('Order type').selectOption('market');
  await form.getByLabel('Quantity (shares)').fill(String(shares));
  await form.getByRole('button', { name: 'Buy AAPL' }).click();
}

async function openSimulator(page: Page, baseURL: string, name: string): Promise<void> {
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await signUpInBrowser(page, baseURL, name);
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await expect.poll(() => page.getByTestId('cash').textContent()).toBe('$100,000.00');
}

for (const size of [
  { name: 'desktop', mobile: false },
  { name: 'phone', mobile: true },
]) {
  describe(`offline orders (${size.name})`, () => {
    it('an order placed offline waits in the outbox, then runs once when the connection returns', async () => {
      const { page, context, baseURL } = await browser.open({ mobile: size.mobile });
      await openSimulator(page, baseURL, `Olive Offline ${size.name}`);
      await context.setOffline(true);
      await order(page, 3);
      await ticket(page).getByText('Checking whether your order reached the server…').waitFor();
      const result = ticket(page).getByTestId('order-result');
      await result.waitFor({ timeout: 20_000 });
      expect(await result.textContent()).toContain('your order is waiting on this device');
      const outbox = page.getByTestId('order-outbox');
      await outbox.getByRole('heading', { name: '1 order waiting to be sent' }).waitFor();
      expect(await outbox.getByTestId('order-outbox-waiting').textContent()).toContain('Buy 3 AAPL');
      // The pointer leaves the Buy button, so the screenshot shows the ticket at rest.
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${SHOTS}/outbox-waiting-${size.name}.png`, fullPage: !size.mobile });
      expect(await seriousViolations(page)).toEqual([]);

      await context.setOffline(false);
      const results = outbox.getByTestId('order-outbox-results');
      await results.waitFor({ timeout: 20_000 });
      expect(await results.textContent()).toContain('Buy 3 AAPL: sent. Bought 3 AAPL');
      await outbox.getByRole('heading', { name: 'Orders sent after reconnecting' }).waitFor();
      // The ticket no longer says the order is waiting once it has been sent.
      await expect.poll(() => ticket(page).getByTestId('order-result').count()).toBe(0);
      await expect.poll(() => page.getByTestId('trade-row').count(), { timeout: 30_000 }).toBe(1);
      await expect
        .poll(() => page.getByTestId('position-AAPL').getByTestId('position-shares').textContent())
        .toBe('3');
      await page.screenshot({ path: `${SHOTS}/outbox-sent-${size.name}.png`, fullPage: !size.mobile });
      expect(await seriousViolations(page)).toEqual([]);

      // Reloading sends nothing again: the outbox is empty and the server has one trade.
      await page.reload();
      await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
      await expect.poll(() => page.getByTestId('trade-row').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.getByTestId('order-outbox').count()).toBe(0);
    });

    it('an order whose answer was lost is re-sent with the same key and runs once', async () => {
      const { page, baseURL } = await browser.open({ mobile: size.mobile });
      await openSimulator(page, baseURL, `Lana Lost ${size.name}`);
      const keys: string[] = [];
      await page.route('**/api/trading/trade', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (keys.length === 1) {
          // The server handles the order, then the answer never arrives.
          await route.fetch();
          await route.abort('failed');
        } else await route.continue();
      });
      await order(page, 2);
      const result = ticket(page).getByTestId('order-result');
      await result.waitFor({ timeout: 20_000 });
      expect(await result.textContent()).toBe('Bought 2 AAPL');
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      await expect.poll(() => page.getByTestId('trade-row').count(), { timeout: 30_000 }).toBe(1);
      await expect
        .poll(() => page.getByTestId('position-AAPL').getByTestId('position-shares').textContent())
        .toBe('2');
      expect(await page.getByTestId('order-outbox').count()).toBe(0);
    });
  });
}
