import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuoteView } from '../../../shared/api/market-data';
import type { PositionDto } from '../../../shared/api/trading';
import { livePositions, PositionsTable, TODAY_TITLE } from './PositionsTable';

const position = (symbol: string, shares: number, avgCost: number): PositionDto =>
  ({
    symbol,
    name: symbol,
    shares,
    side: shares < 0 ? 'short' : 'long',
    avgCost,
    costBasis: shares * avgCost,
    currentPrice: avgCost,
    marketValue: shares * avgCost,
    unrealizedPnL: 0,
    unrealizedPnLPercent: 0,
    dayChange: 0,
    dayChangePercent: 0,
  }) as unknown as PositionDto;

const quote = (price: number) => ({ price, previousClose: price, changePercent: 0 }) as QuoteView;

describe('positions at live prices', () => {
  it('are live only while a session runs: a closed market repeats the last close', () => {
    const closed = { ...quote(90), marketState: 'CLOSED' } as QuoteView;
    expect(livePositions([position('AAPL', 10, 100)], { AAPL: closed })[0]!.live).toBe(false);
    const open = { ...quote(90), marketState: 'REGULAR' } as QuoteView;
    expect(livePositions([position('AAPL', 10, 100)], { AAPL: open })[0]!.live).toBe(true);
  });

  it('a short gains when the price falls, as a percentage of what it was sold for', () => {
    const [short] = livePositions([position('GME', -10, 100)], { GME: quote(90) });
    expect(short).toMatchObject({ marketValue: -900, unrealizedPnL: 100, unrealizedPnLPercent: 10 });
    const [long] = livePositions([position('AAPL', 10, 100)], { AAPL: quote(90) });
    expect(long).toMatchObject({ marketValue: 900, unrealizedPnL: -100, unrealizedPnLPercent: -10 });
  });

  it('moves the day change from the server’s figure, so shares bought today do not take on yesterday’s move', () => {
    // 10 AAPL bought today at $218.13 (the server: no change yet, measured against their cost); the
    // stream's quote says the stock is down $2.43 from yesterday's close but has not moved since.
    const bought = { ...position('AAPL', 10, 218.13), dayChange: -0.5, dayChangeBase: 2181.8 } as PositionDto;
    const still = { price: 218.13, previousClose: 220.56, changePercent: -1.1 } as QuoteView;
    expect(livePositions([bought], { AAPL: still })[0]).toMatchObject({
      dayChange: -0.5,
      dayChangePercent: -0.02,
    });
    // A dollar up since: ten dollars more, on the same base.
    const up = { ...still, price: 219.13 };
    expect(livePositions([bought], { AAPL: up })[0]).toMatchObject({
      dayChange: 9.5,
      dayChangePercent: 0.44,
    });
  });

  it('marks a short position, and only a short one, in the table and on the phone cards', () => {
    const rows = livePositions([position('AAPL', 10, 100), position('GME', -10, 100)], {});
    render(<PositionsTable positions={rows} onSelect={() => undefined} />);
    expect(screen.getAllByText('Short')).toHaveLength(2); // the table row and the card
    expect(within(screen.getByTestId('position-card-GME')).getByText('Short')).toBeTruthy();
    expect(within(screen.getByTestId('position-card-AAPL')).queryByText('Short')).toBeNull();
  });
});

it('names the day-change column "Today" and says in its title what it holds, on the phone cards too', () => {
  const fell = {
    ...position('AAPL', 10, 100),
    dayChange: -12.5,
    dayChangePercent: -1.23,
    dayChangeBase: 1012.5,
  };
  render(<PositionsTable positions={livePositions([fell as PositionDto], {})} onSelect={() => undefined} />);
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toContain('Today');
  expect(headers).not.toContain('Day');
  const [column, card] = screen.getAllByTitle(TODAY_TITLE);
  expect(column!.closest('th')).not.toBeNull();
  expect(column!.textContent).toBe('Today');
  expect(column!.title).toMatch(/^Today's change in the value of this position/);
  // A phone shows cards, not the table: the day's change is on the card, under the same word.
  const today = screen.getByTestId('position-card-today');
  expect(screen.getByTestId('position-card-AAPL').contains(today)).toBe(true);
  expect(today.contains(card!)).toBe(true);
  expect(card!.textContent).toBe('Today');
  expect(today.textContent).toBe('Today-$12.50 (-1.23%)');
  expect(within(today).getByText('-$12.50 (-1.23%)').className).toContain('text-rose');
  // Beside it, the all-time figure says what it is too.
  expect(screen.getByTestId('position-card-pnl').textContent).toBe('Unrealised P&L$0.00 (0.00%)');
});
