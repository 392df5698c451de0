import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { AdvancedOrderDto, OrderDto } from '../../../shared/api/trading';
import { ApiError } from '../../lib/api';
import { createLocalTrading } from '../../lib/local-trading';
import { localBackend } from './backend';
import { ADVANCED_STOP_LOSS, OrdersPanel } from './OrdersPanel';
import { TradingContext } from './useTrading';

const order = (o: Partial<OrderDto>): OrderDto => ({
  id: 'o1',
  createdAt: '2026-03-11T14:30:00Z',
  updatedAt: '2026-03-11T14:30:00Z',
  userId: null,
  status: 'PENDING',
  side: 'sell',
  orderType: 'stop',
  symbol: 'AAPL',
  shares: 5,
  limitPrice: null,
  stopPrice: 195,
  stopTriggered: false,
  timeInForce: 'day',
  reservedCash: 0,
  reservedShares: 5,
  reason: null,
  tradeId: null,
  ...o,
});

const advanced = (o: Partial<AdvancedOrderDto>): AdvancedOrderDto => ({
  id: 'a1',
  type: 'STOP_LOSS',
  symbol: 'AAPL',
  shares: 5,
  stopPrice: 180,
  side: 'sell',
  status: 'ACTIVE',
  createdAt: '2026-03-11T14:30:00Z',
  updatedAt: '2026-03-11T14:30:00Z',
  timeInForce: 'GTC',
  trailAmount: null,
  trailPercent: null,
  highWaterMark: null,
  parentOrderId: null,
  triggeredAt: null,
  executedAt: null,
  executionPrice: null,
  maxSlippage: 0,
  bracketId: null,
  stopLossPrice: null,
  takeProfitPrice: null,
  childOrders: [],
  metadata: {},
  ...o,
});

function show(
  pending: OrderDto[],
  finished: OrderDto[] = [],
  backend = localBackend(createLocalTrading('guest')),
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TradingContext.Provider value={{ backend }}>
        <OrdersPanel pending={pending} advanced={[]} finished={finished} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the orders panel', () => {
  it('shows the server’s reason when an order ended before it could be cancelled', async () => {
    const backend = localBackend(createLocalTrading('guest'));
    backend.cancel = vi.fn(async () => {
      throw new ApiError(409, 'This order is no longer open (filled)');
    });
    render(<Toaster />);
    show([order({ orderType: 'limit', limitPrice: 200, stopPrice: null, side: 'buy' })], [], backend);
    fireEvent.click(screen.getByRole('button', { name: /^Cancel / }));
    expect(await screen.findByText('This order is no longer open (filled)')).toBeTruthy();
    expect(backend.cancel).toHaveBeenCalledWith('o1');
  });

  it('says what each resting buy holds back, so the cash held can be recomputed', () => {
    show([
      order({
        id: 'a',
        side: 'buy',
        orderType: 'stop',
        shares: 2,
        stopPrice: 230,
        reservedCash: 483,
        reservedShares: 0,
      }),
      order({
        id: 'b',
        side: 'buy',
        orderType: 'limit',
        shares: 2,
        limitPrice: 100.56,
        stopPrice: null,
        reservedCash: 201.12,
        reservedShares: 0,
      }),
    ]);
    const [stop, limit] = screen.getAllByTestId('pending-order').map((li) => li.textContent ?? '');
    expect(stop).toContain('holds $483.00 of cash: the stop price × 2 plus 5% for slippage');
    expect(limit).toContain('holds $201.12 of cash: the limit price × 2');
  });

  it('keeps an expired Day order in view, saying it expired unfilled', () => {
    show(
      [],
      [
        order({
          status: 'EXPIRED',
          side: 'buy',
          orderType: 'limit',
          symbol: 'MSFT',
          shares: 1,
          limitPrice: 380,
          stopPrice: null,
          reason: 'Day order expired',
          updatedAt: '2026-03-12T14:35:00Z',
        }),
      ],
    );
    expect(screen.getByText('No resting orders.')).toBeTruthy();
    const ended = screen.getByTestId('ended-order').textContent ?? '';
    expect(ended).toMatch(/^BUY 1 MSFT · limit \$380\.00 · Day/);
    expect(ended).toContain('Expired: not filled within 24 hours (a Day order)');
  });

  it('says a resting stop is a plain stop order that a Day one expires after 24 hours, and where the stop-loss is', () => {
    show([order({})]);
    expect(screen.getByTestId('pending-stop-note').textContent).toMatch(
      /^A plain stop order: once AAPL trades at or below \$195\.00 it goes out as a market sell\. It is a Day order: it expires 24 hours after it was placed \(12 Mar, .+\) if it has not triggered\.$/,
    );
    expect(screen.getByTestId('advanced-stop-hint').textContent).toContain(
      'The stop under Pending orders is a plain stop order',
    );
    // It names what Advanced orders add, not "stays until cancelled", which a GTC stop does too.
    expect(screen.getByTestId('advanced-stop-hint').textContent).not.toContain('until cancelled');
    expect(screen.getByTestId('advanced-stop-hint').textContent).toContain('trailing stop');
    expect(screen.getByRole('link', { name: 'use Advanced orders' }).getAttribute('href')).toBe(
      ADVANCED_STOP_LOSS,
    );
  });

  it('says nothing of the kind for a Good-till-cancelled stop’s expiry, or for a limit', () => {
    show([order({ timeInForce: 'gtc' })]);
    expect(screen.getByTestId('pending-stop-note').textContent).not.toContain('expires');
    cleanup();
    show([order({ orderType: 'limit', limitPrice: 200, stopPrice: null, side: 'buy' })]);
    expect(screen.queryByTestId('pending-stop-note')).toBeNull();
    expect(screen.queryByTestId('advanced-stop-hint')).toBeNull();
  });

  it('writes an advanced order’s status as a word: "Active · Good till cancelled", "Executed"', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TradingContext.Provider value={{ backend: localBackend(createLocalTrading('guest')) }}>
          <OrdersPanel
            pending={[]}
            advanced={[
              advanced({}),
              advanced({ id: 'a2', symbol: 'MSFT', status: 'EXECUTED', executionPrice: 179.5 }),
            ]}
          />
        </TradingContext.Provider>
      </QueryClientProvider>,
    );
    expect(screen.getByText(/^Active · /)).toBeTruthy();
    expect(screen.getByText('Stop-loss MSFT · Executed at $179.50')).toBeTruthy();
  });

  it('names each advanced order’s Cancel with its side, size and prices: two stop-losses at one price stay apart', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TradingContext.Provider value={{ backend: localBackend(createLocalTrading('guest')) }}>
          <OrdersPanel
            pending={[]}
            advanced={[
              advanced({ shares: 10, stopPrice: 195 }),
              advanced({ id: 'a2', shares: 5, stopPrice: 195, timeInForce: 'DAY' }),
              advanced({ id: 'a3', type: 'TRAILING_STOP', shares: 5, stopPrice: 190, trailPercent: 5 }),
            ]}
          />
        </TradingContext.Provider>
      </QueryClientProvider>,
    );
    const names = screen
      .getAllByRole('button', { name: /^Cancel / })
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Cancel Stop-loss, sell 10 AAPL at $195.00, Good till cancelled',
      'Cancel Stop-loss, sell 5 AAPL at $195.00, Day',
      'Cancel Trailing stop, sell 5 AAPL at $190.00 (trail 5%), Good till cancelled',
    ]);
    expect(new Set(names).size).toBe(3);
    // The rows read as before.
    expect(screen.getByText(/^Stop-loss · SELL 10 AAPL at \$195\.00$/)).toBeTruthy();
  });
});
