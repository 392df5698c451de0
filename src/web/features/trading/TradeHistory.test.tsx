import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TradeDto } from '../../../shared/api/trading';
import { TradeList } from './TradeHistory';
import { tradeSideLabel } from './tradeLabels';

const trade = (id: string, type: TradeDto['type'], symbol: string, realizedPnL: number | null): TradeDto => ({
  id,
  type,
  symbol,
  shares: 1,
  price: 12.3,
  totalValue: 1230,
  commission: 0.65,
  orderType: 'market',
  status: 'EXECUTED',
  timestamp: '2026-03-11T14:30:00Z',
  realizedPnL,
  realizedPnLPercent: realizedPnL === null ? null : 1,
  orderId: null,
  userId: null,
});

describe('option trades in the trade history', () => {
  it('names each option side in words: open without a realised P&L, close with one', () => {
    expect(tradeSideLabel({ type: 'option_buy', realizedPnL: null })).toBe('Buy to open');
    expect(tradeSideLabel({ type: 'option_sell', realizedPnL: 12 })).toBe('Sell to close');
    expect(tradeSideLabel({ type: 'option_sell', realizedPnL: null })).toBe('Sell to open');
    expect(tradeSideLabel({ type: 'option_buy', realizedPnL: -3 })).toBe('Buy to close');
    expect(tradeSideLabel({ type: 'BUY', realizedPnL: null })).toBe('Buy');
    expect(tradeSideLabel({ type: 'SELL', realizedPnL: 5 })).toBe('Sell');
    expect(tradeSideLabel({ type: 'DIVIDEND', realizedPnL: null })).toBe('Dividend');
  });

  it('shows a bought call as "Buy to open" in green and the contract by name, in the table and on the cards', () => {
    render(
      <TradeList
        trades={[
          trade('2', 'option_sell', 'AAPL261204C00215000', 40),
          trade('1', 'option_buy', 'AAPL261204C00215000', null),
        ]}
        total={2}
      />,
    );
    const [sold, bought] = screen.getAllByTestId('trade-row') as [HTMLElement, HTMLElement];
    const buySide = within(bought).getByText('Buy to open');
    expect(buySide.className).toContain('text-emerald-300');
    const sellSide = within(sold).getByText('Sell to close');
    expect(sellSide.className).toContain('text-rose-300');
    const contract = within(bought).getByText('AAPL $215 call · 4 Dec 2026');
    expect(contract.getAttribute('title')).toBe('AAPL261204C00215000');
    const card = screen.getAllByTestId('trade-card')[1]!;
    expect(card.textContent).toContain('Buy to open 1 AAPL $215 call · 4 Dec 2026 @ $12.30');
    expect(document.body.textContent).not.toMatch(/option_buy|option_sell|AAPL261204C00215000/);
  });

  it('says an option trade’s figures are per share and in contracts, and what the commission added or took', () => {
    render(
      <TradeList
        trades={[
          { ...trade('2', 'option_sell', 'AAPL261204C00215000', 40), shares: 2, totalValue: 2460 },
          trade('1', 'option_buy', 'AAPL261204C00215000', null),
          { ...trade('0', 'BUY', 'AAPL', null), commission: 0 },
        ]}
        total={3}
      />,
    );
    const [sold, bought, stock] = screen.getAllByTestId('trade-row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
    // Quantity, price, total: 1 contract at $12.30 a share is $1,230.00, and $0.65 on top.
    expect(cells(bought).slice(3, 6)).toEqual(['1contract', '$12.30a share', '$1,230.00+ $0.65 commission']);
    expect(cells(sold).slice(3, 6)).toEqual(['2contracts', '$12.30a share', '$2,460.00− $0.65 commission']);
    expect(cells(stock).slice(3, 6)).toEqual(['1', '$12.30', '$1,230.00']);
    const [, boughtCard, stockCard] = screen.getAllByTestId('trade-card') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(boughtCard.textContent).toContain('@ $12.30 a share$1,230.00+ $0.65 commission');
    expect(stockCard.textContent).not.toMatch(/a share|commission/);
  });

  it('writes a stock trade’s side as a word too, and leaves its symbol as it is', () => {
    render(<TradeList trades={[trade('1', 'BUY', 'AAPL', null)]} total={1} />);
    const row = screen.getByTestId('trade-row');
    expect(within(row).getByText('Buy').className).toContain('text-emerald-300');
    expect(within(row).getByText('AAPL')).toBeTruthy();
  });
});
