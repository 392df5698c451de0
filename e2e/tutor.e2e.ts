import { describe, expect, it } from 'vitest';
import { seriousViolations, smallTargets, useBrowser } from './browser';
import { answerPersonalise, enterAsGuest, signUpInBrowser } from './session';
import { askTutor, openTutor, say } from './tutor-chat';

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

for (const mobile of [false, true]) {
  describe(mobile ? 'on a phone' : 'on a desktop', () => {
    it('takes a guest to the GameStop story by plain words, then streams a cited answer', async () => {
      const { page } = await browser.open({ mobile });
      await enterAsGuest(page);
      await page.goto('/library');
      const panel = await openTutor(page);
      if (mobile) {
        // A full-screen sheet on phones.
        const box = (await panel.boundingBox())!;
        expect(box.width).toBe(390);
        expect(box.height).toBe(844);
      } else {
        expect(Math.round((await panel.boundingBox())!.height)).toBe(600);
      }
      expect(await seriousViolations(page)).toEqual([]);

      // Whitespace is never sent.
      await page.getByLabel('Message the tutor').fill('   ');
      expect(await panel.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);

      await say(page, 'take me to the GameStop story');
      await page.waitForURL('**/lessons/gamestop-squeeze-2021');
      await page.getByText('Page 1 of').waitFor();
      // The lesson player is full screen: the tutor steps aside.
      expect(await panel.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Ask the tutor' }).count()).toBe(0);

      await page.goBack();
      await page.waitForURL('**/library');
      await panel.waitFor();
      await panel.getByText('Opening The GameStop Short Squeeze.').waitFor();

      const streamed = page.waitForResponse(
        (r) => r.url().endsWith('/api/ai-learning/chat/stream') && r.request().method() === 'POST',
      );
      await say(page, 'What is a short squeeze?');
      const response = await streamed;
      expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
      const answer = panel.getByTestId('tutor-answer').last();
      await answer.and(page.locator('[aria-busy="false"]')).waitFor();
      expect(await answer.textContent()).toMatch(/short squeeze/i);
      const source = answer.getByRole('link', { name: 'The GameStop Short Squeeze' }).first();
      expect(await source.getAttribute('href')).toBe('/lessons/gamestop-squeeze-2021');
      expect(await seriousViolations(page)).toEqual([]);

      await source.click();
      await page.waitForURL('**/lessons/gamestop-squeeze-2021');
    });
  });
}

it('keeps a signed-in learner’s conversation in the history, where it can be deleted', async () => {
  const { page, baseURL } = await browser.open();
  await signUpInBrowser(page, baseURL, 'Tutor Learner');
  await page.goto('/library');
  await openTutor(page);
  await say(page, 'why did LTCM fail?');
  const answer = page.getByTestId('tutor-answer').last();
  await answer.and(page.locator('[aria-busy="false"]')).waitFor();
  await answer.getByRole('link', { name: 'The Fall of Long-Term Capital Management' }).first().waitFor();

  // A navigation a signed-in learner confirms is remembered for their later messages.
  const decision = page.waitForResponse((r) => r.url().endsWith('/api/ai-navigation/track-decision'));
  await say(page, 'open the simulator');
  await page.waitForURL('**/trade');
  expect((await decision).status()).toBe(200);
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/ai-navigation/feedback'));
  await page.getByRole('button', { name: 'Yes' }).click();
  expect((await confirmed).status()).toBe(200);
  await page.getByText('Thanks, I will remember that.').waitFor();

  await page.getByRole('button', { name: 'History' }).click();
  const item = page.getByRole('list', { name: 'Past conversations' }).getByRole('listitem');
  await item.getByText('why did LTCM fail?').waitFor();
  await item.getByText('2 messages').waitFor();
  await page.getByRole('button', { name: 'Delete conversation: why did LTCM fail?' }).click();
  await page.getByText('No conversations yet.').waitFor();

  // Minimise keeps the window's state; the launcher brings it back.
  await page.getByRole('button', { name: 'Minimise tutor' }).click();
  await page.getByRole('button', { name: 'Reopen the tutor' }).click();
  await page.getByRole('dialog', { name: 'Tutor' }).waitFor();
  await page.getByRole('button', { name: 'Close tutor' }).click();
  expect(await page.getByRole('dialog', { name: 'Tutor' }).count()).toBe(0);
});

it('tells a signed-in learner their last trade from the Simulator', async () => {
  const { page, baseURL } = await browser.open();
  const { token } = await signUpInBrowser(page, baseURL, 'Trade Asker');
  await answerPersonalise(page);
  const traded = await fetch(`${baseURL}/api/trading/trade`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'buy', symbol: 'KO', shares: 4 }),
  });
  expect(traded.status).toBe(200);
  await page.goto('/trade');
  const panel = await openTutor(page);
  const answer = await askTutor(page, panel, 'what was my last trade?');
  await answer
    .getByText(
      /^You have made one trade in the Simulator\. The last: you bought 4 KO at \$[\d,]+\.\d\d a share \(market order\)/,
    )
    .waitFor();
  await answer.getByRole('link', { name: 'Simulator' }).waitFor();
});

it('answers a guest’s questions about the app and the Simulator’s terms, and links to where they live', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await page.goto('/library');
  const panel = await openTutor(page);
  const ask = (text: string) => askTutor(page, panel, text);
  // A finger's targets: the suggestions were 26 px, Send 36 and the message field 40.
  await panel.getByRole('list', { name: 'Try asking' }).waitFor();
  expect(await smallTargets(panel)).toEqual([]);

  // The rules of the app, not a lesson sentence about Germany's "industrial heart".
  expect(await (await ask('What are hearts?')).textContent()).toMatch(
    /^Tutor: You have 5 hearts\. A wrong quiz answer costs one/,
  );
  expect(await (await ask('Is this real money?')).textContent()).toContain(
    'Everything in ThinkStreet is paper money',
  );
  // Where to start is the learner's next step, not a place the tutor is unsure how to reach.
  const start = await ask('Where do I start?');
  expect(await start.textContent()).not.toContain("I'm not sure where you want to go");
  expect(await start.textContent()).toMatch(/next/i);

  const term = await ask('What is a trailing stop?');
  expect(await term.textContent()).toContain(
    'Trailing stop: A stop order whose trigger follows a rising price',
  );
  expect(await term.textContent()).not.toContain('Sudden stop');
  // How long an order that has not filled waits, as the Simulator keeps it.
  const unfilled = await ask('Why did my limit order not fill?');
  expect(await unfilled.textContent()).toContain(
    'it waits under Pending orders until the market reaches your limit',
  );
  expect(await unfilled.textContent()).toContain('expires 24 hours after it is placed');
  // Thanks closes a topic; it is not a search that finds nothing.
  expect(await (await ask('thanks!')).textContent()).toMatch(/^Tutor: You are welcome\./);

  const howTo = await ask('How do I place a trailing stop?');
  expect(await howTo.textContent()).toContain('Advanced orders panel');
  expect(await seriousViolations(page)).toEqual([]);
  await howTo.getByRole('link', { name: 'Simulator' }).click();
  await page.waitForURL('**/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  // On a phone the window covers the screen: having taken the learner there, it steps aside so the
  // Simulator shows, and the conversation is still there when they reopen it.
  await expect.poll(() => panel.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Reopen the tutor' }).click();
  await panel.getByText('Advanced orders panel').waitFor();
});

/** A guest who has answered the personalise questions, with the tutor open on their dashboard. */
async function guestTutorOnDashboard() {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await answerPersonalise(page);
  await page.goto('/dashboard');
  const panel = await openTutor(page);
  const ask = async (text: string) => (await (await askTutor(page, panel, text)).textContent()) ?? '';
  return { page, panel, ask };
}

it('answers a beginner’s "spread" with the bid–ask spread, "when did the euro start?" with its date, and how a crisis ended as a list', async () => {
  const { page, panel, ask } = await guestTutorOnDashboard();

  // A trader's spread first; the bond market's after it, not instead of it.
  const spread = await ask('What is the spread?');
  expect(spread).toMatch(/Bid–ask spread: The gap between the best bid and the best ask/);
  expect(spread.indexOf('Bid–ask spread')).toBeLessThan(spread.indexOf('credit spread'));
  expect(await ask('When did the euro start?')).toMatch(/began on 1 January 1999/);
  // How a crisis ended is a list of what was done, in order, each step with its label; two crises
  // asked side by side are each told with their causes and their end.
  const ended = await askTutor(page, panel, 'How did the panic of 1907 end?');
  const steps = ended.getByRole('listitem');
  expect(await steps.count()).toBe(4);
  expect(await steps.first().textContent()).toMatch(/^Morgan saves the sound trusts\./);
  expect(await steps.last().textContent()).toMatch(/Federal Reserve Act/);
  const compared = await ask('What is the difference between 1929 and 2008?');
  expect(compared).toMatch(/The 1929 Crash and the Bank Runs: .*The 2008 Financial Crisis: /s);
  expect(await seriousViolations(page)).toEqual([]);
});

it('asks "what happened next?" and "who was the Treasury secretary then?" of the crisis asked about before', async () => {
  const { page, panel, ask } = await guestTutorOnDashboard();

  expect(await ask('Why did Lehman Brothers fail?')).toMatch(/What our lessons give as the causes/);
  // It found nothing and offered the South Sea Bubble, then quoted Treasury secretaries of 1869 and 1989.
  const next = await askTutor(page, panel, 'What happened next?');
  expect(await next.textContent()).toMatch(
    /^Tutor: How it ended, and what was done about it, as The 2008 Financial Crisis tells it/,
  );
  expect(await next.getByRole('listitem').count()).toBe(4);
  expect(await ask('Who was the Treasury secretary then?')).toMatch(
    /Henry \(Hank\) Paulson: US Treasury Secretary, 2006–2009/,
  );
});

it('opens a long answer at its start, under the question it answers, on a phone', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await page.goto('/library');
  const panel = await openTutor(page);
  await askTutor(page, panel, 'what is a bond?');
  // Taller than the phone's screen: it used to open scrolled to its last line.
  const answer = await askTutor(page, panel, 'why was the Federal Reserve created?');
  const question = panel.getByText('why was the Federal Reserve created?');
  const input = (await page.getByLabel('Message the tutor').boundingBox())!;
  const asked = (await question.boundingBox())!;
  const told = (await answer.boundingBox())!;
  expect(asked.y).toBeGreaterThanOrEqual(0);
  expect(asked.y).toBeLessThan(200);
  expect(told.y + told.height).toBeGreaterThan(input.y);
  expect(await answer.getByText(/^Because of the Panic of 1907/).isVisible()).toBe(true);
});

it('hands keyboard focus back to the tutor button when the learner puts the window away', async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await page.goto('/library');
  await page.getByRole('button', { name: 'Ask the tutor' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Tutor' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tutor-input');
  await page.keyboard.press('Escape');
  await expect.poll(() => panel.isVisible()).toBe(false);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await expect.poll(focused).toBe('Reopen the tutor');
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: 'Close tutor' }).click();
  await expect.poll(focused).toBe('Ask the tutor');
});

it('keeps keyboard focus inside the full-screen tutor on a phone, where the page behind is inert', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await page.goto('/library');
  await page.getByRole('button', { name: 'Ask the tutor' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Tutor' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tutor-input');
  expect(await panel.getAttribute('aria-modal')).toBe('true');
  // Around the panel more than once, both ways: focus never leaves it (nor rests on <body>).
  for (const key of [...Array(20).fill('Tab'), ...Array(20).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(
      () =>
        document
          .querySelector('[role="dialog"][aria-labelledby="tutor-title"]')
          ?.contains(document.activeElement) ?? false,
    );
    expect(inside, `focus after ${key}`).toBe(true);
  }
  expect(await page.locator('#main').evaluate((m) => m.closest('[inert]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Reopen the tutor');
  expect(await page.locator('[inert]').count()).toBe(0);
});

it('tells a guest the same next lesson as their dashboard, for a path past the basics', async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await answerPersonalise(page, { experience: ['intermediate'] });
  await page.goto('/dashboard');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Your Next Lesson' }) });
  const start = card.getByRole('link', { name: /Start lesson/ });
  await start.waitFor();
  const href = await start.getAttribute('href');
  // This learner's path skips the basics the model offers every newcomer first.
  expect(href).not.toBe('/lessons/stock-market-basics');

  const panel = await openTutor(page);
  await say(page, 'what should I study next?');
  const answer = panel.getByTestId('tutor-answer').last();
  await answer.and(page.locator('[aria-busy="false"]')).waitFor();
  expect(await answer.textContent()).toContain('next on your learning path');
  expect(await answer.getByRole('link').first().getAttribute('href')).toBe(href);
});

it('leaves the end of a page clear of the tutor button, on a phone and on a desktop', async () => {
  for (const mobile of [true, false]) {
    const { page } = await browser.open({ mobile });
    await enterAsGuest(page);
    await page.goto('/trade');
    await page.getByRole('heading', { name: 'Trade history' }).waitFor();
    const button = page.getByRole('button', { name: 'Ask the tutor' });
    await button.waitFor();
    // Scrolled to the end once the page has stopped growing (its lower panels mount after the paint).
    const atEnd = () =>
      page.evaluate(async () => {
        const scrolledTo = document.documentElement.scrollHeight;
        window.scrollTo(0, scrolledTo);
        await new Promise((r) => setTimeout(r, 300));
        // Grown while waiting: this reading was not taken at the end.
        if (document.documentElement.scrollHeight !== scrolledTo)
          return { height: -1, bottom: 0, lowest: '' };
        const blocks = [...document.querySelectorAll('#main *')].filter(
          (e) => e.getBoundingClientRect().height > 0,
        );
        const lowest = blocks.reduce((a, b) =>
          b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a,
        );
        return {
          height: document.documentElement.scrollHeight,
          bottom: lowest.getBoundingClientRect().bottom,
          lowest: `${lowest.tagName} ${lowest.textContent?.slice(0, 60) ?? ''}`,
        };
      });
    // The latest reading, taken after scrolling to an end that did not move since the one before.
    let end = await atEnd();
    for (let i = 0; i < 20; i++) {
      const next = await atEnd();
      const settled = next.height !== -1 && next.height === end.height;
      end = next;
      if (settled) break;
    }
    expect(end.height, 'the page kept growing').not.toBe(-1);
    const lastBottom = end.bottom;
    // The page's last block ends above the button (and, on a phone, above the tab bar under it).
    expect(lastBottom, end.lowest).toBeLessThanOrEqual((await button.boundingBox())!.y);
  }
});

for (const mobile of [false, true]) {
  it(`opens the history timeline on the dashboard, and this page’s tour though tours are off, when asked${mobile ? ', on a phone' : ''}`, async () => {
    // Neither opened: nothing on the page claimed the tutor's "timeline" or "tour".
    const { page } = await browser.open({ mobile });
    await enterAsGuest(page);
    await page.goto('/trade');
    const panel = await openTutor(page);
    await say(page, 'open the timeline');
    await page.waitForURL('**/dashboard');
    const timeline = page.getByRole('dialog', { name: 'Financial History Timeline' });
    await timeline.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await timeline.waitFor({ state: 'hidden' });

    await page.goto('/trade');
    await page.getByRole('button', { name: /^(Ask|Reopen) the tutor$/ }).click();
    await say(page, 'show me the tour');
    const tour = page.locator('[data-feature-tour="paper_trading"]');
    await tour.waitFor();
    // On a phone the full-screen tutor steps aside, so the tour is over the page and answers a tap
    // (it opened under the sheet, on a page made inert).
    if (mobile) await panel.waitFor({ state: 'hidden' });
    // Tours are off already: nothing offers to turn them off.
    expect(await tour.getByRole('button', { name: 'Don’t show tours again' }).count()).toBe(0);
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByText('Step 2 of 5', { exact: false }).waitFor();
  });
}
