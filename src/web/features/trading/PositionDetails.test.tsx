import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CorporateActionDto, CorporateActionsAnswer } from '../../../shared/api/corporate-actions';
import type { PositionDto, TradeDto } from '../../../shared/api/trading';
import type { TradingBackend } from './backend';
import { actionEffects } from './corporate-effects';
import { livePositions, PositionsTable } from './PositionsTable';
import { TradingContext } from './useTrading';

const action = (over: Partial<CorporateActionDto>): CorporateActionDto => ({
  id: 'x',
  symbol: 'ACME',
  kind: 'DIVIDEND',
  declaredDate: '2026-10-01',
  exDate: '2026-11-11',
  recordDate: '2026-11-11',
  payDate: '2026-11-25',
  amount: 0.25,
  ratio: null,
  upcoming: false,
  description: '',
  ...over,
});
const dividend = action({ id: 'd1' });
const nextDividend = action({ id: 'd2', exDate: '2027-02-11', payDate: '2027-02-25', upcoming: true });
const split = action({
  id: 's1',
  kind: 'SPLIT',
  exDate: '2026-12-07',
  payDate: '2026-12-07',
  amount: 0,
  ratio: '4:1',
});
const reverse = action({
  id: 's2',
  kind: 'SPLIT',
  exDate: '2026-12-07',
  payDate: '2026-12-07',
  amount: 0,
  ratio: '1:10',
});

const entry = (over: Partial<TradeDto>): TradeDto =>
  ({
    id: 't',
    symbol: 'ACME',
    shares: 10,
    price: 0.25,
    totalValue: 2.5,
    timestamp: '2026-11-25T15:00:00Z',
    realizedPnL: null,
    ...over,
  }) as TradeDto;

const position = (symbol: string, shares: number) =>
  livePositions(
    [
      {
        symbol,
        name: symbol,
        shares,
        avgCost: 50,
        costBasis: shares * 50,
        currentPrice: 50,
        marketValue: shares * 50,
        unrealizedPnL: 0,
        unrealizedPnLPercent: 0,
        dayChange: 0,
        dayChangePercent: 0,
      } as unknown as PositionDto,
    ],
    {},
  );

function renderTable(
  shares: number,
  corporateActions: (symbol: string) => Promise<CorporateActionsAnswer>,
  trades: TradeDto[] = [],
) {
  const backend = {
    mode: 'local',
    userId: 'guest',
    corporateActions,
    trades: async () => ({ trades, total: trades.length }),
  } as unknown as TradingBackend;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TradingContext.Provider value={{ backend }}>
        <PositionsTable positions={position('ACME', shares)} onSelect={() => undefined} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
  // The table's row (the phone cards have their own button).
  const row = screen.getByTestId('position-ACME');
  return within(row).getByRole('button', { name: /details of your ACME position/i });
}

const answer = (actions: CorporateActionDto[]) => async () => ({ symbol: 'ACME', asOf: '', actions });

describe("a position's details", () => {
  it('opens from the keyboard-reachable button and shows the dividend received and the split', async () => {
    const button = renderTable(40, answer([dividend, split, nextDividend]), [
      entry({
        id: 'sp',
        type: 'SPLIT',
        shares: 40,
        price: 50,
        totalValue: 0,
        timestamp: '2026-12-07T10:00:00Z',
      }),
      entry({ id: 'dv', type: 'DIVIDEND' }),
    ]);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByText(/You received \$2\.50 for 10 shares/)).toBeTruthy();
    expect(within(panel).getByText(/Your 10 shares became 40, at \$50\.00 each/)).toBeTruthy();
    expect(within(panel).getByText(/divided by 4/)).toBeTruthy();
    expect(within(panel).getByText('Upcoming')).toBeTruthy();
    expect(within(panel).getByText(/you receive \$10\.00 on 2027-02-25/)).toBeTruthy();
    expect(within(panel).getByTestId('dividends-received').textContent).toMatch(/\$2\.50.*all-time return/);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the symbol has no dividends or splits', async () => {
    fireEvent.click(renderTable(5, answer([])));
    expect(await screen.findByText(/ACME has no dividends or splits/)).toBeTruthy();
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    const calls = vi
      .fn<(symbol: string) => Promise<CorporateActionsAnswer>>()
      .mockRejectedValueOnce(new Error('Server unavailable'))
      .mockImplementation(answer([dividend]));
    fireEvent.click(renderTable(5, calls));
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await screen.findByText(/could not load ACME's dividends and splits/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText(/Before this position: nothing to receive/)).toBeTruthy();
  });
});

describe('effects of actions on a position', () => {
  it('charges a short its dividend and tells a short what the next one will cost', () => {
    const [past, next] = actionEffects(
      [dividend, nextDividend],
      [entry({ type: 'DIVIDEND', shares: -10, totalValue: -2.5 })],
      'ACME',
      -10,
    ).reverse();
    expect(past).toMatchObject({
      amount: -2.5,
      effect: expect.stringMatching(/short of 10 shares was charged \$2\.50/),
    });
    expect(next!.effect).toMatch(/Still short 10 shares .* you pay \$2\.50/);
  });

  it('explains a reverse split with cash in lieu', () => {
    const [e] = actionEffects(
      [reverse],
      [entry({ type: 'SPLIT', shares: 1, price: 60, totalValue: 30, timestamp: '2026-12-07T15:00:00Z' })],
      'ACME',
      1,
    );
    expect(e!.effect).toMatch(
      /Your 15 shares became 1, at \$60\.00 each\. .*multiplied by 10\. .*\$30\.00 cash in lieu/,
    );
    expect(e!.amount).toBe(30);
  });
});
