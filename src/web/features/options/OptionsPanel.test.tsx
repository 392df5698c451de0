import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatedQuote } from '../../../core/market';
import { OPTIONS_RATE, optionChain, underlyingOf } from '../../../core/options';
import type { OptionPositionDto } from '../../../shared/api/options';
import { createLocalTrading } from '../../lib/local-trading';
import { enterGuestMode } from '../../lib/session';
import { localBackend } from '../trading/backend';
import { usd } from '../trading/format';
import { TradingContext } from '../trading/useTrading';
import { gridMove } from './ChainGrid';
import { OptionsPanel, positionMoney } from './OptionsPanel';

// A Wednesday, 10:30 in New York: the chain the panel shows is the one computed here.
const OPEN = new Date('2026-03-11T14:30:00Z');
const chain = optionChain(underlyingOf('AAPL', simulatedQuote('AAPL', OPEN)!.price)!, OPEN, OPTIONS_RATE);
// The panel shows the eleven strikes around the money: chain.calls[5..15], the money at [10].
const atm = chain.calls[10]!;
const above = chain.calls[11]!;
const first = chain.calls[5]!;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  enterGuestMode();
});

async function renderPanel(
  freeShares = 0,
  backend = localBackend(createLocalTrading('guest', { now: () => OPEN })),
  positions: OptionPositionDto[] = [],
) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TradingContext.Provider value={{ backend }}>
        <OptionsPanel symbol="AAPL" positions={positions} freeShares={freeShares} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
  const grid = await screen.findByRole('grid', { name: /^Calls by strike/ }, { timeout: 5000 });
  return grid;
}

const focused = () => document.activeElement as HTMLElement;
// A cell's text without its notes for screen readers ("(in the money)").
const cellText = () =>
  focused()
    .textContent?.replace(/ \(.*\)$/, '')
    .trim();

describe('the option chain with a keyboard', () => {
  it('is one Tab stop, on the Buy of the strike nearest the money, and the next Tab leaves it', async () => {
    const user = userEvent.setup();
    const grid = await renderPanel();
    const stops = [...grid.querySelectorAll<HTMLElement>('button, th, td')].filter((e) => e.tabIndex === 0);
    expect(stops).toEqual([within(grid).getByRole('button', { name: `Buy the ${usd(atm.strike)} call` })]);

    screen.getByRole('button', { name: 'Puts' }).focus();
    await user.tab();
    expect(focused().getAttribute('aria-label')).toBe(`Buy the ${usd(atm.strike)} call`);
    await user.tab();
    expect(focused().textContent).toBe('Show all 21 strikes');
  });

  it('moves cell to cell with the arrow keys, Home, End and Page keys, stopping at the edges', async () => {
    const user = userEvent.setup();
    const grid = await renderPanel();
    within(grid)
      .getByRole('button', { name: `Buy the ${usd(atm.strike)} call` })
      .focus();

    await user.keyboard('{ArrowRight}');
    expect(focused().getAttribute('aria-label')).toBe(`Sell the ${usd(atm.strike)} call`);
    await user.keyboard('{ArrowRight}');
    expect(cellText()).toBe(atm.bid.toFixed(2));
    await user.keyboard('{ArrowDown}');
    expect(cellText()).toBe(above.bid.toFixed(2));
    await user.keyboard('{Home}');
    expect(cellText()).toBe(usd(above.strike));
    await user.keyboard('{ArrowLeft}');
    expect(cellText()).toBe(usd(above.strike));
    await user.keyboard('{End}');
    expect(cellText()).toBe(above.vega.toFixed(3));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cellText()).toBe(usd(first.strike));
    await user.keyboard('{ArrowUp}');
    expect(cellText()).toBe(usd(first.strike));
    await user.keyboard('{PageDown}');
    expect(cellText()).toBe(usd(atm.strike));

    // The Tab stop went with focus: Shift+Tab out and Tab back lands where the learner left.
    const stops = [...grid.querySelectorAll<HTMLElement>('button, th, td')].filter((e) => e.tabIndex === 0);
    expect(stops).toEqual([focused()]);
    await user.tab({ shift: true });
    await user.tab();
    expect(cellText()).toBe(usd(atm.strike));
  });

  it('opens the ticket for the contract whose Buy or Sell gets Enter or Space, and keeps focus there', async () => {
    const user = userEvent.setup();
    const grid = await renderPanel();
    within(grid)
      .getByRole('button', { name: `Buy the ${usd(atm.strike)} call` })
      .focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    const sell = await screen.findByRole('form', {
      name: new RegExp(`^Sell AAPL \\${usd(above.strike)} call`),
    });
    expect(within(sell).getByRole('button', { name: 'Sell 1 contract' })).toBeTruthy();
    expect(focused().getAttribute('aria-label')).toBe(`Sell the ${usd(above.strike)} call`);
    expect(within(grid).getByRole('rowheader', { name: /on the ticket/ }).textContent).toMatch(
      usd(above.strike),
    );

    await user.keyboard('{ArrowUp}{ArrowLeft} ');
    await screen.findByRole('form', { name: new RegExp(`^Buy AAPL \\${usd(atm.strike)} call`) });
  });
});

describe('the ticket', () => {
  it('describes a covered call’s risk as the shares’ downside with the gain above the strike given up', async () => {
    const grid = await renderPanel();
    within(grid)
      .getByRole('button', { name: `Sell the ${usd(atm.strike)} call` })
      .click();
    const ticket = await screen.findByRole('form', {
      name: new RegExp(`^Sell AAPL \\${usd(atm.strike)} call .*\\(covered call\\)`),
    });
    expect(ticket.textContent).toContain(
      `Max loss at expiryCovered by your shares: any gain above ${usd(atm.strike)} is given up, and the shares keep their downside, less the premium`,
    );
    expect(ticket.textContent).not.toMatch(/Unlimited \(covered/);
  });

  it('gives one cost: premium plus commission, which the max loss, the breakeven and the chart count too', async () => {
    const grid = await renderPanel();
    within(grid)
      .getByRole('button', { name: `Buy the ${usd(atm.strike)} call` })
      .click();
    const ticket = await screen.findByRole('form', {
      name: new RegExp(`^Buy AAPL \\${usd(atm.strike)} call`),
    });
    // One contract: the ask × 100 shares, and $0.65 on top.
    const premium = Math.round(atm.ask * 100 * 100) / 100;
    const cost = usd(premium + 0.65);
    expect(ticket.textContent).toContain(`Cost${cost}${usd(premium)} premium + $0.65 commission`);
    expect(ticket.textContent).toContain(`Max loss at expiry${cost}`);
    // The breakeven counts the commission's $0.0065 a share, as the payoff does.
    expect(ticket.textContent).toContain(`Breakeven${usd(atm.strike + atm.ask + 0.0065)}`);
    expect(ticket.textContent).toContain(
      'These figures and the chart count the commission of $0.65 a contract.',
    );
    const chart = await within(ticket).findByRole('figure', {
      name: 'Payoff of the ticket: at expiry and today',
    });
    expect(chart.textContent).toContain(`At expiry: from -${cost}`);
  });

  it('says what a held option cost with its commission, a share and in all, and what it is worth', async () => {
    const local = createLocalTrading('guest', { now: () => OPEN });
    const order = {
      symbol: 'AAPL',
      optionType: 'call',
      strike: atm.strike,
      expiration: chain.expiration,
    } as const;
    local.optionTrade({ ...order, side: 'buy', contracts: 3, orderType: 'market' });
    const [held] = local.portfolio().portfolio.optionsPositions;
    await renderPanel(0, localBackend(local), [held!]);
    // Three contracts at the ask, $0.65 each on top: the ticket's cost, to the cent.
    const paid = Math.round((atm.ask * 300 + 1.95) * 100) / 100;
    expect(screen.getByTestId('option-position-money').textContent).toBe(
      `Paid ${usd(paid)} incl. commission (${usd(paid / 300)} a share) · worth ${usd(held!.marketValue)} now (${usd(held!.currentPrice)} a share)`,
    );
    expect(held!.marketValue - held!.pl).toBeCloseTo(paid, 6);
  });

  it('counts the days left in calendar days and calls the expiry day the last day', async () => {
    const line = (contract: string, expiration: string, daysToExpiry: number) =>
      ({
        symbol: 'AAPL',
        contract,
        type: 'call',
        side: 'long',
        strike: 250,
        expiration,
        contracts: 1,
        avgCost: 3,
        currentPrice: 3,
        marketValue: 300,
        pl: 0,
        daysToExpiry,
      }) as const satisfies OptionPositionDto;
    await renderPanel(0, undefined, [
      line('AAPL260313C00250000', '2026-03-13', 2),
      line('AAPL260311C00250000', '2026-03-11', 0),
    ]);
    expect(screen.getByText(/Expires 13 Mar 2026/).textContent).toBe('Expires 13 Mar 2026 · 2 days left');
    expect(screen.getByText(/Expires 11 Mar 2026/).textContent).toBe('Expires 11 Mar 2026 · last day');
  });

  it('says what a short option received after commission and what buying it back costs', () => {
    const short = {
      symbol: 'AAPL',
      contract: 'AAPL260313P00245000',
      type: 'put',
      side: 'short',
      strike: 245,
      expiration: '2026-03-13',
      contracts: 2,
      avgCost: 3.8935,
      currentPrice: 3.5,
      marketValue: -700,
      pl: 78.7,
      daysToExpiry: 2,
    } as const satisfies OptionPositionDto;
    expect(positionMoney(short)).toBe(
      'Received $778.70 after commission ($3.89 a share) · $700.00 to buy back now ($3.50 a share)',
    );
  });

  it('refuses 0 contracts beside the field, with no $0.00 figures, and keeps the breakeven', async () => {
    const grid = await renderPanel();
    within(grid)
      .getByRole('button', { name: `Buy the ${usd(atm.strike)} call` })
      .click();
    const ticket = await screen.findByRole('form', {
      name: new RegExp(`^Buy AAPL \\${usd(atm.strike)} call`),
    });
    const breakeven = () => ticket.textContent?.match(/Breakeven(\$[\d,.]+)/)?.[1];
    const one = breakeven();
    expect(one).toBeDefined();
    fireEvent.change(within(ticket).getByLabelText('Contracts (100 shares each)'), {
      target: { value: '0' },
    });
    expect(within(ticket).getByTestId('contracts-error').textContent).toBe(
      'Contracts must be a whole number from 1 to 1,000.',
    );
    expect(ticket.textContent).not.toContain('$0.00');
    expect(breakeven()).toBe(one);
    expect(
      (within(ticket).getByRole('button', { name: 'Buy contracts' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('buys a smaller order after a refused one, under a new Idempotency-Key', async () => {
    const backend = localBackend(createLocalTrading('guest', { now: () => OPEN }));
    const trade = vi.spyOn(backend, 'optionTrade');
    const grid = await renderPanel(0, backend);
    within(grid)
      .getByRole('button', { name: `Buy the ${usd(atm.strike)} call` })
      .click();
    const ticket = await screen.findByRole('form', {
      name: new RegExp(`^Buy AAPL \\${usd(atm.strike)} call`),
    });
    const contracts = within(ticket).getByLabelText('Contracts (100 shares each)');
    fireEvent.change(contracts, { target: { value: '1000' } });
    within(ticket).getByRole('button', { name: 'Buy 1000 contracts' }).click();
    expect(await within(ticket).findByText(/^Insufficient funds\. Need/)).toBeTruthy();

    fireEvent.change(contracts, { target: { value: '1' } });
    within(ticket).getByRole('button', { name: 'Buy 1 contract' }).click();
    await vi.waitFor(() => expect(trade).toHaveBeenCalledTimes(2));
    const [first, second] = trade.mock.calls.map(([, key]) => key);
    expect(second).not.toBe(first);
    await vi.waitFor(() => expect(within(ticket).queryByText(/^Insufficient funds/)).toBeNull());
  });
});

describe('gridMove', () => {
  const size = { rows: 11, columns: 10 };
  it('leaves keys that are not the grid’s to the page', () => {
    expect(gridMove('a', false, { row: 3, column: 3 }, size)).toBeNull();
    expect(gridMove('Enter', false, { row: 3, column: 3 }, size)).toBeNull();
  });
  it('clamps Page Up and Page Down to the first and last strike', () => {
    expect(gridMove('PageUp', false, { row: 2, column: 4 }, size)).toEqual({ row: 0, column: 4 });
    expect(gridMove('PageDown', false, { row: 8, column: 4 }, size)).toEqual({ row: 10, column: 4 });
    expect(gridMove('End', true, { row: 0, column: 0 }, size)).toEqual({ row: 10, column: 9 });
  });
});

describe('the option chain on a phone', () => {
  it('says the chain scrolls sideways for IV and Greeks while it is clipped, with a fading edge', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(322);
    await renderPanel();
    // The box is measured in an effect after the grid first renders, so the hint may come a tick later.
    expect((await screen.findByTestId('chain-scroll-hint')).textContent).toContain('for IV and Greeks');
    expect(screen.getByTestId('chain-scroll-edge')).toBeTruthy();
    // The grid stays one grid, its columns all there for a screen reader.
    expect(screen.getByRole('columnheader', { name: 'Vega' })).toBeTruthy();
  });

  it('says nothing of scrolling when the whole chain fits', async () => {
    await renderPanel();
    expect(screen.queryByTestId('chain-scroll-hint')).toBeNull();
  });

  it('gives Buy and Sell a finger’s 44 px on touch screens and keeps the arrow-key hint for keyboards', async () => {
    const grid = await renderPanel();
    const buy = within(grid).getByRole('button', { name: `Buy the ${usd(atm.strike)} call` });
    expect(buy.className).toContain('pointer-coarse:min-h-11');
    expect(screen.getByText(/^Arrow keys move through the chain/).className).toContain(
      'pointer-coarse:hidden',
    );
  });

  it('brings the ticket into view and focuses it when Buy is tapped below the fold', async () => {
    const user = userEvent.setup();
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    const grid = await renderPanel();
    await user.click(within(grid).getByRole('button', { name: `Buy the ${usd(atm.strike)} call` }));
    const title = await screen.findByRole('heading', {
      name: new RegExp(`^Buy AAPL \\${usd(atm.strike)} call`),
    });
    expect(document.activeElement).toBe(title);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });
});

describe('selling a covered call', () => {
  const sellAtm = async (freeShares: number) => {
    const grid = await renderPanel(freeShares);
    await userEvent
      .setup()
      .click(within(grid).getByRole('button', { name: `Sell the ${usd(atm.strike)} call` }));
    return screen.findByTestId('covered-call-note');
  };
  it('says before submit that a contract needs 100 shares, and how many are held', async () => {
    expect((await sellAtm(40)).textContent).toBe(
      'A covered call needs 100 shares of AAPL per contract, held back until it closes or expires: you hold 40 AAPL free to cover it. Buy 60 more AAPL first, or buy a call instead.',
    );
  });
  it('says how many contracts the shares cover', async () => {
    expect((await sellAtm(250)).textContent).toContain('you hold 250 AAPL free to cover it.');
  });
});
