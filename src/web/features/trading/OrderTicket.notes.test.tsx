// The order ticket's notes before submit: an order that executes at once, a protective stop's time in
// force, the quantity, and a refusal said once, without noise, and never about a symbol no longer shown.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { simulatedQuote } from '../../../core/market';
import { createLocalTrading } from '../../lib/local-trading';
import { enterGuestMode } from '../../lib/session';
import { localBackend } from './backend';
import { usd } from './format';
import { OrderTicket } from './OrderTicket';
import { TradingContext } from './useTrading';

const OPEN = new Date('2026-03-11T14:30:00Z');

beforeEach(() => {
  enterGuestMode();
});

function setup(
  account: { heldShares?: number; availableCash?: number; portfolioValue?: number; heldValue?: number } = {},
) {
  const local = createLocalTrading('guest', { now: () => OPEN });
  const backend = localBackend(local);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <TradingContext.Provider value={{ backend }}>{node}</TradingContext.Provider>
    </QueryClientProvider>
  );
  const ticket = (symbol: string) => (
    <OrderTicket
      symbol={symbol}
      onSymbolChange={() => undefined}
      marketPrice={simulatedQuote(symbol, OPEN)?.price}
      {...account}
    />
  );
  const view = render(wrap(ticket('AAPL')));
  return {
    local,
    price: simulatedQuote('AAPL', OPEN)!.price,
    show: (s: string) => view.rerender(wrap(ticket(s))),
  };
}

const qty = () => screen.getByLabelText('Quantity (shares)');

describe('the order ticket before submit', () => {
  it('warns that a sell stop above the market sells at once near the market, and prices it so', () => {
    const { price } = setup({ heldShares: 8 });
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'stop' } });
    fireEvent.change(qty(), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: '250' } });
    expect(screen.getByTestId('order-at-once').textContent).toContain(
      `it triggers as soon as it is placed and sells at once at about ${usd(price)} a share, not at $250.00`,
    );
    expect(screen.getByTestId('estimated-cost').textContent).toBe(usd(4 * price));
    expect(screen.getByRole('button', { name: `Sell AAPL now at about ${usd(price)}` })).toBeTruthy();
    // A stop below the market waits: no warning, the estimate at the stop, the plain button.
    fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: '1' } });
    expect(screen.queryByTestId('order-at-once')).toBeNull();
    expect(screen.getByTestId('estimated-cost').textContent).toBe('$4.00');
    expect(screen.getByRole('button', { name: 'Sell AAPL' })).toBeTruthy();
  });

  it('says a buy limit above the market fills at once at the market', () => {
    const { price } = setup();
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'limit' } });
    fireEvent.change(qty(), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Limit price ($)'), {
      target: { value: String(Math.ceil(price + 20)) },
    });
    expect(screen.getByTestId('order-at-once').textContent).toContain('this order fills at once at about');
    expect(screen.getByRole('button', { name: `Buy AAPL now at about ${usd(price)}` })).toBeTruthy();
  });

  it('makes a sell stop on shares held Good till cancelled, and says so', () => {
    setup({ heldShares: 8 });
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('day');
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'stop' } });
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('gtc');
    expect(screen.getByTestId('tif-defaulted').textContent).toContain('Good till cancelled');
    // Back to a buy: back to Day, without the note.
    fireEvent.click(screen.getByRole('radio', { name: 'buy' }));
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('day');
    expect(screen.queryByTestId('tif-defaulted')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('gtc');
    // Back to a buy: back to Day, without the note.
    fireEvent.click(screen.getByRole('radio', { name: 'buy' }));
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('day');
    expect(screen.queryByTestId('tif-defaulted')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('gtc');
    // The learner's own choice stands, and the note goes.
    fireEvent.change(screen.getByLabelText('Time in force'), { target: { value: 'day' } });
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('day');
    expect(screen.queryByTestId('tif-defaulted')).toBeNull();
  });

  it('leaves Day alone for a stop on shares not held', () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'stop' } });
    expect((screen.getByLabelText('Time in force') as HTMLSelectElement).value).toBe('day');
  });

  it('says a quantity of 0 is not one beside the field, and an empty one on submit, sending nothing', () => {
    const { local } = setup();
    fireEvent.change(qty(), { target: { value: '0' } });
    expect(screen.getByTestId('shares-error').textContent?.trim()).toBe('Shares must be a positive number');
    expect(qty().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(qty(), { target: { value: '' } });
    expect(screen.queryByTestId('shares-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy AAPL' }));
    expect(screen.getByTestId('shares-error').textContent?.trim()).toBe('Shares quantity is required');
    expect(document.activeElement).toBe(qty());
    expect(local.portfolio().positions).toEqual([]);
  });

  it('says a limit or stop price out of range beside its field as it is typed', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'stop-limit' } });
    const limit = screen.getByLabelText('Limit price ($)');
    fireEvent.change(limit, { target: { value: '-10' } });
    expect(screen.getByTestId('limit-price-error').textContent).toBe(
      'Limit price must be between $0.01 and $10,000.00',
    );
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: '99999999' } });
    expect(screen.getByTestId('stop-price-error').textContent).toBe(
      'Stop price must be between $0.01 and $10,000.00',
    );
    fireEvent.change(limit, { target: { value: '100' } });
    expect(screen.queryByTestId('limit-price-error')).toBeNull();
    expect(limit.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('an order that cannot be placed', () => {
  it('says its quantity problem once, beside the field, with no estimate', async () => {
    setup();
    fireEvent.change(qty(), { target: { value: '1.5' } });
    await new Promise((r) => setTimeout(r, 900));
    expect(screen.getAllByText('Shares must be a whole number')).toHaveLength(1);
    expect(screen.getByTestId('estimated-cost').textContent).toBe('—');
    fireEvent.change(qty(), { target: { value: '99999999' } });
    expect(screen.getByTestId('estimated-cost').textContent).toBe('—');
  });

  it('shows no estimate and no "now at about" for a limit price out of range', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'limit' } });
    fireEvent.change(qty(), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Limit price ($)'), { target: { value: '20000' } });
    expect(screen.getByTestId('estimated-cost').textContent).toBe('—');
    expect(screen.getByRole('button', { name: 'Buy AAPL' })).toBeTruthy();
    expect(screen.queryByTestId('order-at-once')).toBeNull();
  });
});

describe('a refusal in the ticket', () => {
  it('says a missing limit price once', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'limit' } });
    fireEvent.change(qty(), { target: { value: '2' } });
    await screen.findByTestId('order-preview-error', {}, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Buy AAPL' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Limit orders require a valid price');
    expect(screen.getAllByText('Limit orders require a valid price')).toHaveLength(1);
  });

  it('shows insufficient funds alone, once, with what the cash buys', async () => {
    const { price } = setup({ availableCash: 100_000 });
    fireEvent.change(qty(), { target: { value: '1000' } });
    const error = await screen.findByTestId('order-preview-error', {}, { timeout: 3000 });
    expect(error.textContent).toMatch(/^Insufficient funds\. Need \$\d{3},\d{3}\.\d\d, have \$100,000\.00/);
    expect(screen.getByTestId('order-afford').textContent).toBe(
      `You can afford ${Math.floor(100_000 / price)} shares of AAPL at about ${usd(price)}, but one order may be at most $50,000: up to ${Math.floor(50_000 / price)} shares.`,
    );
    expect(screen.queryAllByTestId('order-warning')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Buy AAPL' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient funds');
    expect(screen.queryByTestId('order-preview-error')).toBeNull();
  });

  it('after a size refusal of the risk rules, offers the largest buy that goes through', async () => {
    setup({ availableCash: 100_000, portfolioValue: 100_000 });
    fireEvent.change(qty(), { target: { value: '100' } });
    const error = await screen.findByTestId('order-preview-error', {}, { timeout: 3000 });
    expect(error.textContent).toMatch(/^Trade blocked by risk management: Position size/);
    const note = screen.getByTestId('order-afford').textContent ?? '';
    const m = /one buy may be at most 10% of your portfolio: up to (\d+) shares\.$/.exec(note);
    expect(m).not.toBeNull();
    // The offered size is accepted by the same checks.
    fireEvent.change(qty(), { target: { value: m![1] } });
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByTestId('order-preview-error')).toBeNull();
  });

  it('does not keep an answer about the last symbol', async () => {
    const { show } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'sell' }));
    fireEvent.change(qty(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sell AAPL' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No position found for AAPL');
    show('MSFT');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
