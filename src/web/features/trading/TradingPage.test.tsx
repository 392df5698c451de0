import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_RULES } from '../../../core/competitions/rules';
import { createLocalTrading } from '../../lib/local-trading';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { setTicketPrefill } from '../options/prefill';
import { ADVANCED_OFF, GameRulesContext, OPTIONS_OFF } from './gameRules';
import { TradingPage } from './TradingPage';

// jsdom has no canvas: the price chart (lightweight-charts) cannot draw here, so it is left out of
// these page tests; the Playwright journeys draw it in a real browser.
vi.mock('./PriceChart', () => ({ PriceChart: ({ symbol }: { symbol: string }) => <p>Chart of {symbol}</p> }));

beforeEach(() => {
  sessionStorage.clear();
  enterGuestMode();
});

async function renderPage() {
  renderAtPath('/trade', { '/trade': TradingPage, '/signup': stubPage('Sign up') }, { retry: false });
  await screen.findByRole('heading', { name: 'Trading simulator' });
}

describe('the simulator tab for a guest', () => {
  it('shows the $100,000 account, empty positions and orders, and invites to the leaderboard', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderPage();
    expect((await screen.findByTestId('cash')).textContent).toBe('$100,000.00');
    // The panels below the summary render a moment after it.
    expect(await screen.findByText('No positions yet. Buy a stock with the order ticket.')).toBeTruthy();
    expect(screen.getByText('No resting orders.')).toBeTruthy();
    expect(await screen.findByText(/The leaderboard ranks signed-in traders/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the positions kept on this device', async () => {
    createLocalTrading('guest').buy('MSFT', 3);
    await renderPage();
    const row = await screen.findByTestId('position-MSFT');
    expect(within(row).getByTestId('position-shares').textContent).toBe('3');
    expect((await screen.findAllByTestId('trade-row')).length).toBe(1);
  });
});

describe('the simulator with a keyboard', () => {
  it('offers a skip link first that takes focus to the order ticket, whose first field is the next Tab', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderPage();
    const heading = await screen.findByRole('heading', { name: 'Order ticket' });
    const skip = screen.getByRole('link', { name: 'Skip to order ticket' });
    // The page's first Tab stop: nothing focusable comes before it in the page.
    const main = skip.closest('div')!;
    expect(main.querySelector('a, button, input, select, [tabindex="0"]')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(heading);
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Symbol' }));
  });
});

describe('the simulator for a beginner', () => {
  it('shows the guided first trade with the account, not after it (no layout shift)', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderPage();
    await screen.findByTestId('cash');
    expect(screen.getByTestId('guided-trade')).toBeTruthy();
  });

  it('guides a guest who never traded through buying one share, and explains what happened', async () => {
    vi.stubGlobal('fetch', vi.fn());
    // The simulated price moves with the clock: a minute turning between the promise and the fill
    // (a loaded machine) gave another price, so the clock stands still here.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await renderPage();
    const guide = await screen.findByTestId('guided-trade');
    expect(within(guide).getByRole('heading', { name: 'Buy one share of a company you know' })).toBeTruthy();
    fireEvent.click(within(guide).getByRole('button', { name: /Coca-Cola/ }));
    expect(
      within(guide)
        .getByRole('button', { name: /Coca-Cola/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(guide).getByRole('button', { name: 'Next: what will happen' }));
    const explain = await within(guide).findByRole('heading', { name: /What a market order is/ });
    // focus moves in an effect, which findBy can outrun on a loaded machine
    await waitFor(() => expect(document.activeElement).toBe(explain));
    // The promised price is the likely fill (the ask in a new, realistic account), and the fill keeps it.
    const promised = /for about (\$[\d,.]+)/.exec(guide.textContent ?? '')?.[1];
    fireEvent.click(within(guide).getByRole('button', { name: 'Buy 1 share of KO' }));
    await within(guide).findByRole('heading', { name: 'What just happened' });
    expect(promised).toBeDefined();
    expect(guide.textContent).toContain(`of KO at ${promised}`);
    expect(
      createLocalTrading('guest')
        .portfolio()
        .positions.map((p) => p.symbol),
    ).toEqual(['KO']);
    fireEvent.click(within(guide).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('guided-trade')).toBeNull();
  });

  it('is not shown again once dismissed, nor to a learner who has traded', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the guided first trade' }));
    expect(screen.queryByTestId('guided-trade')).toBeNull();
    cleanup();
    await renderPage();
    await screen.findByTestId('cash');
    expect(screen.queryByTestId('guided-trade')).toBeNull();
    localStorage.clear();
    enterGuestMode();
    createLocalTrading('guest').buy('MSFT', 1);
    cleanup();
    await renderPage();
    await screen.findByTestId('position-MSFT');
    expect(screen.queryByTestId('guided-trade')).toBeNull();
  });

  it('folds the advanced panels until opened, explains each metric and remembers the choice', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderPage();
    const risk = await screen.findByRole('button', { name: /^Risk/ });
    expect(risk.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /^Advanced orders/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    fireEvent.click(risk);
    expect(risk.getAttribute('aria-expanded')).toBe('true');
    const note = await screen.findByText(/Value at risk: on 95 days out of 100/);
    expect(
      within(note)
        .getByRole('link', { name: /Learn it in/ })
        .getAttribute('href'),
    ).toBe('/lessons/ltcm-1998');
    cleanup();
    await renderPage();
    expect((await screen.findByRole('button', { name: /^Risk/ })).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the options panel', () => {
  it('starts folded for a learner with no options, saying what options are and where the course is', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderPage();
    const toggle = await screen.findByRole('button', { name: /^AAPL options/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('AAPL optionsShow');
    const panel = toggle.closest('section')!;
    expect(panel.textContent).toMatch(/Options are contracts to buy \(a call\) or sell \(a put\) 100 shares/);
    const course = within(panel).getByRole('link', {
      name: 'Learn them in the Options & Derivatives course',
    });
    expect(course.getAttribute('href')).toBe('/lessons/options-derivatives');
    expect(within(panel).queryByRole('grid')).toBeNull();
    fireEvent.click(toggle);
    expect(
      await within(panel).findByRole('grid', { name: /^Calls by strike/ }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('starts open for a learner who holds an option, who may fold it for the visit', async () => {
    const local = createLocalTrading('guest');
    const chain = local.chain('AAPL');
    local.optionTrade({
      symbol: 'AAPL',
      optionType: 'call',
      strike: chain.calls[10]!.strike,
      expiration: chain.expiration,
      side: 'buy',
      contracts: 1,
      orderType: 'market',
    });
    await renderPage();
    const toggle = await screen.findByRole('button', { name: /^AAPL options/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/^Long 1 × AAPL/, undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/^Long 1 × AAPL/)).toBeNull();
  });

  it('starts open with the ticket for a learner the Options course sent with a contract', async () => {
    setTicketPrefill({ symbol: 'AAPL', type: 'put', moneyness: 1, side: 'buy' });
    await renderPage();
    const toggle = await screen.findByRole('button', { name: /^AAPL options/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      await screen.findByRole('form', { name: /^Buy AAPL \$[\d,.]+ put/ }, { timeout: 5000 }),
    ).toBeTruthy();
    // The prefill is used up; the panel stays open.
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the watchlist', () => {
  it('adds by symbol or company name, offers a choice for a shared name and says why nothing was added', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(String(url));
        return String(url).endsWith('/market-data/quote/ZZZZQ')
          ? new Response(JSON.stringify({ error: 'Symbol not found' }), { status: 404 })
          : new Response(JSON.stringify({ quote: { symbol: 'NFLX', price: 600 } }), { status: 200 });
      }),
    );
    await renderPage();
    const input = await screen.findByLabelText('Symbol to watch');
    const add = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.submit(input.closest('form')!);
    };
    add('aapl');
    expect((await screen.findByRole('alert')).textContent).toBe('AAPL is already on your watchlist.');
    // A company's name finds its symbol.
    add('Apple');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('AAPL is already on your watchlist.'),
    );
    add('coca');
    await screen.findByRole('button', { name: 'Remove KO from the watchlist' });
    add('TOOLONG');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We found no company or symbol called “TOOLONG”. Type a symbol such as AAPL or a company name such as Apple.',
      ),
    );
    add('zzzzq');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('called “zzzzq”'));
    expect(screen.queryByRole('button', { name: 'Remove ZZZZQ from the watchlist' })).toBeNull();
    // A name several companies share: the learner picks one.
    add('micro');
    const mean = await screen.findByRole('list', { name: 'Which one do you mean?' });
    expect(
      within(mean)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'MU Micron Technology, Inc. (add to the watchlist)',
      'MSFT Microsoft Corporation (add to the watchlist)',
      'AMD Advanced Micro Devices, Inc. (add to the watchlist)',
      'SMCI Super Micro Computer, Inc. (add to the watchlist)',
    ]);
    fireEvent.click(within(mean).getByRole('button', { name: /^MU / }));
    await screen.findByRole('button', { name: 'Remove MU from the watchlist' });
    expect(screen.queryByRole('list', { name: 'Which one do you mean?' })).toBeNull();
    // Only a symbol the search does not know is asked of the price source.
    expect(asked.filter((u) => u.includes('/market-data/quote/'))).toEqual(['/market-data/quote/ZZZZQ']);
  });
});

const InGame = () => (
  <GameRulesContext.Provider value={{ ...DEFAULT_RULES, options: false, advancedOrders: false }}>
    <TradingPage />
  </GameRulesContext.Provider>
);

describe('the simulator in a game whose rules switch off options and advanced orders', () => {
  it('says so in their panels instead of offering a chain and forms that will be refused', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAtPath('/trade', { '/trade': InGame }, { retry: false });
    await screen.findByRole('heading', { name: 'Trading simulator' });
    expect(await screen.findByText(OPTIONS_OFF)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Advanced orders/ }));
    expect(await screen.findByText(ADVANCED_OFF)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Advanced order' })).toBeNull();
  });
});
