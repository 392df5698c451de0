import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simulatedQuote } from '../../../core/market';
import { createLocalTrading } from '../../lib/local-trading';
import { AdvancedOrderForm } from './AdvancedOrderForm';
import { localBackend } from './backend';
import { TradingContext } from './useTrading';

const OPEN = new Date('2026-03-11T14:30:00Z');
const local = () => createLocalTrading('guest', { now: () => OPEN });

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TradingContext.Provider value={{ backend: localBackend(local()) }}>
        <AdvancedOrderForm symbol="AAPL" quote={simulatedQuote('AAPL', OPEN)} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the advanced order form', () => {
  it('refuses a stop-loss on shares not held, in the engine words', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Shares'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place advanced order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Insufficient shares for stop-loss. Need 5, have 0',
    );
  });

  it('says before and after that a stop-loss above the market sells at once near the market', async () => {
    local().buy('AAPL', 10);
    renderForm();
    fireEvent.change(screen.getByLabelText('Shares'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: '10' } });
    expect(screen.queryByTestId('advanced-at-once')).toBeNull();
    fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: '9000' } });
    expect(screen.getByTestId('advanced-at-once').textContent).toMatch(
      /Your stop \(\$9,000\.00\) is at or above the market price .*sells at once at about \$[\d,.]+ a share, not at \$9,000\.00\. A protective sell stop goes below the market price\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place advanced order' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Order placed\. Your stop was at or above the market, so it triggers at the first price check and sells 5 AAPL at about \$[\d,.]+ a share: see Trade history\./,
    );
  });

  it('says when a new stop covers shares that another stop already covers', async () => {
    local().buy('AAPL', 10);
    renderForm();
    const placeStop = async (stop: string) => {
      fireEvent.change(screen.getByLabelText('Shares'), { target: { value: '10' } });
      fireEvent.change(screen.getByLabelText('Stop price ($)'), { target: { value: stop } });
      fireEvent.click(screen.getByRole('button', { name: 'Place advanced order' }));
      return (await screen.findByRole('status')).textContent;
    };
    expect(await placeStop('100')).toBe('Order placed.');
    expect(await placeStop('90')).toBe(
      'Order placed. Your other exit orders already cover 10 shares of your 10 shares of AAPL: whichever triggers first sells them, and this one then fails for want of shares.',
    );
    // Choosing another kind of order clears the result, which was about the stop.
    fireEvent.change(screen.getByLabelText('Advanced order for AAPL'), { target: { value: 'OCO' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('places a trailing stop by percent on a held position', async () => {
    local().buy('AAPL', 10);
    renderForm();
    fireEvent.change(screen.getByLabelText('Advanced order for AAPL'), {
      target: { value: 'TRAILING_STOP' },
    });
    fireEvent.change(screen.getByLabelText('Shares'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Trail (%)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place advanced order' }));
    await screen.findByText(/^Order placed\./);
    expect(local().orders().advancedOrders).toMatchObject([
      { type: 'TRAILING_STOP', trailPercent: 5, status: 'ACTIVE' },
    ]);
  });

  it('checks the bracket prices against the entry', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Advanced order for AAPL'), {
      target: { value: 'BRACKET_ENTRY' },
    });
    fireEvent.change(screen.getByLabelText('Shares'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Entry price ($)'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Stop loss ($)'), { target: { value: '210' } });
    fireEvent.change(screen.getByLabelText('Take profit ($)'), { target: { value: '230' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place advanced order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Stop loss must be below entry price for buy orders',
    );
  });
});
