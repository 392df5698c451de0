// Right after a first buy: no verdicts from figures that have nothing to measure yet, and the quant
// model's signal read as something to learn from.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MetricsDto } from '../../../shared/api/trading';
import { renderAtPath } from '../../test-router';
import { PerformancePanel } from './PerformancePanel';
import { NO_CLOSED_TRADES, NO_HISTORY, profitFactor, sharpe, winRate } from './performanceReadings';
import { SignalBadge, signalMeaning } from './SignalBadge';

const firstBuy: MetricsDto = {
  totalTrades: 1,
  winningTrades: 0,
  losingTrades: 0,
  winRate: 0,
  averageWin: 0,
  averageLoss: 0,
  profitFactor: null,
  sharpeRatio: 0,
  maxDrawdown: 0,
  bestTrade: null,
  worstTrade: null,
  dailyReturns: [],
  equityCurve: [{ date: '2026-03-11', value: 100_000 }],
  dividendsReceived: 0,
};
const later: MetricsDto = {
  ...firstBuy,
  totalTrades: 4,
  winningTrades: 1,
  winRate: 50,
  averageWin: 120,
  bestTrade: { symbol: 'AAPL', pnl: 120, date: '2026-03-12' },
  worstTrade: { symbol: 'KO', pnl: 0, date: '2026-03-12' },
  sharpeRatio: 1.234,
  maxDrawdown: 2.5,
  dailyReturns: [
    { date: '2026-03-12', return: 0.1 },
    { date: '2026-03-13', return: -0.2 },
  ],
  equityCurve: [
    { date: '2026-03-11', value: 100_000 },
    { date: '2026-03-12', value: 100_100 },
    { date: '2026-03-13', value: 99_900 },
  ],
};

describe('performance for a beginner', () => {
  it('shows — and why for each figure with nothing to measure yet, not 0.00', async () => {
    renderAtPath('/trade', { '/trade': () => <PerformancePanel metrics={firstBuy} /> });
    await screen.findByText('Win rate');
    expect(screen.queryByText('0.00%')).toBeNull();
    expect(screen.queryByText('0.00')).toBeNull();
    const notes = screen.getAllByTestId('metric-pending').map((n) => n.textContent);
    expect(notes).toEqual([NO_CLOSED_TRADES, NO_CLOSED_TRADES, NO_HISTORY, NO_HISTORY]);
  });

  it('shows no ratio on too little history: a Sharpe needs 20 days, a profit factor 5 closed trades', async () => {
    const early: MetricsDto = {
      ...later,
      winningTrades: 1,
      losingTrades: 1,
      profitFactor: 162.4,
      sharpeRatio: 21.66,
      dailyReturns: later.dailyReturns.slice(0, 2),
    };
    expect(sharpe(early)).toEqual({
      value: '—',
      pending: 'Not enough history yet: it needs 20 trading days of returns (you have 2).',
    });
    expect(profitFactor(early)).toEqual({
      value: '—',
      pending: 'Not enough trades yet: it means something after 5 closed trades (you have 2).',
    });
    renderAtPath('/trade', { '/trade': () => <PerformancePanel metrics={early} /> });
    await screen.findByText('Win rate');
    expect(screen.queryByText('21.66')).toBeNull();
    expect(screen.queryByText('162.40')).toBeNull();
    // The label and its value agree: 4 trades, 2 of them closed (it read "Trades (2 closed)  4").
    const trades = screen.getByText('Trades');
    expect(trades.nextElementSibling?.textContent).toBe('4 · 2 closed');
  });

  it('shows the figures once there are closed trades and days of history', async () => {
    const month = Array.from({ length: 20 }, (_, i) => ({
      date: `2026-04-${String(i + 1).padStart(2, '0')}`,
      return: 0.1,
    }));
    expect(winRate(later)).toEqual({ value: '50.00%' });
    expect(sharpe({ ...later, dailyReturns: month })).toEqual({ value: '1.23' });
    expect(profitFactor({ ...later, winningTrades: 5 }).pending).toContain('No losing trade yet');
    expect(profitFactor({ ...later, winningTrades: 4, losingTrades: 1, profitFactor: 3.5 })).toEqual({
      value: '3.50',
    });
    renderAtPath('/trade', { '/trade': () => <PerformancePanel metrics={later} /> });
    expect(await screen.findByText('2.50%')).toBeTruthy();
    // Profit factor (one closed trade) and Sharpe (two days) wait for more.
    expect(screen.getAllByTestId('metric-pending')).toHaveLength(2);
  });
});

describe('the model signal', () => {
  it('is labelled as the model’s, with what it means and that it is not advice', () => {
    render(<SignalBadge rating="SELL" />);
    expect(screen.getByTestId('signal-badge').textContent).toBe('Model signal: Sell');
    expect(screen.getByTestId('signal-badge').className).toContain('bg-rose-800');
    expect(signalMeaning('SELL')).toBe(
      'What this means: its score is -25 or lower, from recent price moves and a few other numbers. It describes the past, not what comes next: a model to learn from, not advice.',
    );
  });
});
