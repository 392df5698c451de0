import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatedQuote } from '../../../core/market';
import type { UserView } from '../../../shared/api/auth';
import { ApiError } from '../../lib/api';
import { XP_AWARDED, type XpAwardedDetail } from '../../lib/learning-state';
import { createLocalTrading } from '../../lib/local-trading';
import { enterGuestMode, getSession, signIn } from '../../lib/session';
import { readJson, userKey } from '../../lib/storage';
import { localBackend, type TradingBackend } from './backend';
import { OrderTicket } from './OrderTicket';
import { TradingContext } from './useTrading';

const OPEN = new Date('2026-03-11T14:30:00Z');
const local = () => createLocalTrading('guest', { now: () => OPEN });

beforeEach(() => {
  enterGuestMode();
});

function renderTicket(
  symbol = 'AAPL',
  backend = localBackend(local()),
  account: { heldShares?: number; reservedShares?: number; margin?: boolean } = {},
) {
  const price = simulatedQuote(symbol, OPEN)?.price;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TradingContext.Provider value={{ backend }}>
        <OrderTicket symbol={symbol} onSymbolChange={() => undefined} marketPrice={price} {...account} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
  return price!;
}

describe('the order ticket', () => {
  it('shows the estimated cost and the warnings before anything is submitted', async () => {
    const price = renderTicket('TSLA');
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '30' } });
    expect(screen.getByTestId('estimated-cost').textContent).toBe(
      `$${(30 * price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    const warnings = await screen.findAllByTestId('order-warning', {}, { timeout: 3000 });
    expect(warnings.some((w) => /TSLA/.test(w.textContent ?? ''))).toBe(true);
    expect(local().portfolio().positions).toEqual([]);
  });

  it('in a margin account names a short and a cover, and says when an order goes through zero', () => {
    renderTicket('AAPL', localBackend(local()), { heldShares: 10, margin: true });
    const qty = screen.getByLabelText('Quantity (shares)');
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    fireEvent.change(qty, { target: { value: '10' } });
    expect(screen.getByRole('button', { name: 'Sell AAPL' })).toBeTruthy();
    expect(screen.queryByTestId('order-crossing')).toBeNull();
    fireEvent.change(qty, { target: { value: '15' } });
    expect(screen.getByTestId('order-crossing').textContent).toContain(
      'This sells the 10 AAPL you hold and sells 5 more short.',
    );
    cleanup();
    renderTicket('AAPL', localBackend(local()), { heldShares: -10, margin: true });
    expect(screen.getByRole('button', { name: 'Buy to cover AAPL' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '12' } });
    expect(screen.getByTestId('order-crossing').textContent).toContain(
      'This buys back the 10 AAPL you are short and buys 2 more.',
    );
  });

  it('in a cash account never mentions shorting', () => {
    renderTicket('AAPL', localBackend(local()), { heldShares: 10 });
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '15' } });
    expect(screen.getByRole('button', { name: 'Sell AAPL' })).toBeTruthy();
    expect(screen.queryByTestId('order-crossing')).toBeNull();
  });

  it('on a sell says how many shares open orders hold back, beside the quantity', () => {
    renderTicket('AAPL', localBackend(local()), { heldShares: 10, reservedShares: 10 });
    expect(screen.queryByTestId('sellable-shares')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    const note = 'You hold 10 AAPL; 10 are held back by open orders, so 0 can be sold now.';
    expect(screen.getByTestId('sellable-shares').textContent).toBe(note);
    expect(screen.getByLabelText('Quantity (shares)').getAttribute('aria-describedby')).toBe(
      screen.getByTestId('sellable-shares').id,
    );
  });

  it('names the exact refusal after a submit', async () => {
    renderTicket();
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sell AAPL' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No position found for AAPL');
  });

  it('asks for the limit price only for limit orders and reports a missing one in the engine words', async () => {
    renderTicket();
    expect(screen.queryByLabelText('Limit price ($)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'limit' } });
    expect(screen.getByLabelText('Limit price ($)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy AAPL' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Limit orders require a valid price');
  });

  it('labels the estimate with the price it is of: the market, else the limit or the stop', () => {
    const price = renderTicket();
    const label = () => screen.getByTestId('estimated-cost').previousElementSibling?.textContent;
    const money = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '5' } });
    expect(label()).toBe(`Estimated cost · market ${money(price)}`);
    // A resting limit buy below the market: 5 × the limit, said as such (it read "· market $208.39").
    const limit = Math.floor(price * 0.9);
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'limit' } });
    fireEvent.change(screen.getByLabelText('Limit price ($)'), { target: { value: String(limit) } });
    expect(screen.getByTestId('estimated-cost').textContent).toBe(money(5 * limit));
    expect(label()).toBe(`Estimated cost · at your limit ${money(limit)}`);
    // A buy stop above the market waits for its stop.
    const stop = Math.ceil(price * 1.1);
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'stop' } });
    fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: String(stop) } });
    expect(screen.getByTestId('estimated-cost').textContent).toBe(money(5 * stop));
    expect(label()).toBe(`Estimated cost · at your stop ${money(stop)}`);
  });

  it('offers a learner whose session has ended the way back in', async () => {
    const backend = localBackend(local());
    vi.spyOn(backend, 'trade').mockRejectedValue(new ApiError(401, 'Please sign in to continue.'));
    signIn('ended.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
    renderTicket('AAPL', backend);
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy AAPL' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please sign in to continue. Sign in again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('keeps focus on the submit button while the order is placed, and the fill is said once, in the ticket', async () => {
    render(<Toaster />);
    renderTicket('AAPL');
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '3' } });
    const button = screen.getByRole('button', { name: 'Buy AAPL' });
    button.focus();
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(screen.getByTestId('order-result').textContent).toBe('Bought 3 AAPL'));
    expect(document.activeElement).toBe(button);
    // The ticket's own status line says it, and no toast repeats it over the ticket.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('Bought 3 AAPL')).toEqual([screen.getByTestId('order-result')]);
  });

  it('sends one order and trades once for a double click', async () => {
    const backend = localBackend(local());
    const trade = vi.spyOn(backend, 'trade');
    renderTicket('AAPL', backend);
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '4' } });
    const button = screen.getByRole('button', { name: 'Buy AAPL' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toBe('Bought 4 AAPL');
    await waitFor(() => expect(local().history().total).toBe(1));
    expect(trade).toHaveBeenCalledTimes(1);
    expect(local().portfolio().positions[0]?.shares).toBe(4);
    // A guest's fill is logged once for XP, as the server logs its own.
    await waitFor(() =>
      expect(
        (readJson<{ type: string }[]>(userKey('guest', 'activity-log')) ?? []).filter(
          (e) => e.type === 'trade_execute',
        ),
      ).toHaveLength(1),
    );
  });
});

describe('a signed-in learner’s fill', () => {
  const award = (amount: number, activity: string, at: string) => ({
    amount,
    activity,
    at,
    details: { message: `+${amount} XP`, multiplier: 1, base: amount, factors: [] },
  });
  const dashboard = (recentXp: ReturnType<typeof award>[]) => ({
    totalXP: 1015,
    level: 5,
    currentStreak: 1,
    longestStreak: 1,
    todayXP: 15,
    dailyGoal: 10,
    recentXp,
    achievements: { recent: [] },
  });

  /** The server's backend, answering from the engine the server runs; the progress read stubbed. */
  function signedIn(recentXp: ReturnType<typeof award>[], competitionId: string | null = null) {
    signIn('h.p.s', {
      id: 'u1',
      firstName: 'Tara',
      role: 'user',
      totalXP: 1000,
      level: 5,
    } as unknown as UserView);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input instanceof Request ? input.url : input), 'http://app').pathname;
        asked.push(path);
        if (path !== '/api/analytics/dashboard') return new Response('{}', { status: 404 });
        return new Response(JSON.stringify(dashboard(recentXp)), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const backend: TradingBackend = { ...localBackend(local()), mode: 'server', userId: 'u1', competitionId };
    const awarded: XpAwardedDetail[] = [];
    const listen = (e: Event) => awarded.push((e as CustomEvent<XpAwardedDetail>).detail);
    window.addEventListener(XP_AWARDED, listen);
    return { backend, asked, awarded, stop: () => window.removeEventListener(XP_AWARDED, listen) };
  }

  async function buy(backend: TradingBackend) {
    renderTicket('AAPL', backend);
    fireEvent.change(screen.getByLabelText('Quantity (shares)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy AAPL' }));
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toBe('Bought 2 AAPL');
  }

  it('announces the XP the server gave it, as a guest’s fill is, and nothing earned before it', async () => {
    const earlier = award(150, 'lesson_complete', new Date(OPEN.getTime() - 60_000).toISOString());
    const traded = award(15, 'trade_execute', OPEN.toISOString());
    const { backend, awarded, stop } = signedIn([traded, earlier]);
    await buy(backend);
    await waitFor(() => expect(awarded).toHaveLength(1));
    stop();
    expect(awarded[0]!.events.map((e) => [e.activity, e.amount])).toEqual([['trade_execute', 15]]);
    // Every XP figure reads the server's totals.
    expect(getSession().user?.totalXP).toBe(1015);
  });

  it('in a trading game earns no XP, so nothing is read or announced', async () => {
    const { backend, asked, awarded, stop } = signedIn(
      [award(15, 'trade_execute', OPEN.toISOString())],
      'g1',
    );
    await buy(backend);
    await new Promise((r) => setTimeout(r, 100));
    stop();
    expect(asked).not.toContain('/api/analytics/dashboard');
    expect(awarded).toEqual([]);
  });
});
