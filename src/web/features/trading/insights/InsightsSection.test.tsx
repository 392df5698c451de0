import { Outlet } from '@tanstack/react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PortfolioAnswer } from '../../../../shared/api/trading';
import { PRO_ANALYTICS_MESSAGE } from '../../../../shared/api/trading';
import { createLocalTrading } from '../../../lib/local-trading';
import { enterGuestMode, signIn } from '../../../lib/session';
import { renderAtPath, stubPage } from '../../../test-router';
import { localBackend, serverBackend, type TradingBackend } from '../backend';
import { TradingContext } from '../useTrading';
import InsightsSection from './InsightsSection';

const OPEN = new Date('2026-03-11T14:30:00Z');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const stats = { trades: 2, averageHoldingDays: 0, symbols: 2, tradesPerDay: 2 };
const current = { expectedReturn: 9.5, volatility: 24.1, sharpeRatio: 0.22 };
const LOCKED = {
  '/api/trading/ml/portfolio-optimization': {
    locked: true,
    pro: true,
    message: PRO_ANALYTICS_MESSAGE,
    method: 'mean-variance',
    weights: [
      { symbol: 'AAPL', current: 48.72 },
      { symbol: 'MSFT', current: 51.28 },
    ],
    current,
  },
  '/api/trading/ml/strategy-detection': { locked: true, pro: true, message: PRO_ANALYTICS_MESSAGE, stats },
};
const PRO = {
  '/api/trading/ml/portfolio-optimization': {
    method: 'mean-variance',
    weights: [
      { symbol: 'AAPL', current: 48.72, optimal: 30 },
      { symbol: 'MSFT', current: 51.28, optimal: 70 },
    ],
    expectedReturn: 11.25,
    volatility: 20.5,
    sharpeRatio: 0.35,
    suggestions: ['Reduce AAPL from 48.7% to 30.0%'],
    current,
  },
  '/api/trading/ml/strategy-detection': {
    strategy: 'buy-and-hold',
    confidence: 60,
    signals: ['Few trades, held for days'],
    stats,
  },
};
const COMMON = {
  '/api/trading/portfolio/insights': {
    insights: [
      { type: 'diversification', severity: 'info', title: 'Two positions', message: 'Add a sector.' },
    ],
    summary: { positions: 2, sectors: 1, largestPositionPercent: 2, cashPercent: 96 },
  },
  '/api/trading/ml/recommendations': {
    recommendations: [
      { symbol: 'NVDA', action: 'BUY', score: 40, confidence: 70, reason: 'Strong momentum' },
    ],
    model: 'quant-factor ranking',
  },
  '/api/trading/quant-rating/history?symbol=AAPL&limit=30': { symbol: 'AAPL', history: [] },
};

function serverWith(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/trading/emergency-mode')
      return json({ emergencyMode: JSON.parse(String(init?.body)).enabled, cancelled: 1 });
    if (!(url in answers)) throw new Error(`unexpected ${url}`);
    return json(answers[url]);
  });
  vi.stubGlobal('fetch', fetch);
  signIn('token', { id: 'user-1', email: 'ines@example.com' } as never);
  return { fetch, backend: serverBackend('user-1', createLocalTrading('user-1')) };
}

function portfolio(backend: TradingBackend, activeOrders: number): PortfolioAnswer {
  const base = createLocalTrading(backend.userId, { now: () => OPEN }).portfolio();
  const order = { id: 'a1', status: 'ACTIVE' } as PortfolioAnswer['advancedOrders'][number];
  return { ...base, advancedOrders: Array.from({ length: activeOrders }, () => order) };
}

let shown: { data: PortfolioAnswer; onTrade: (symbol: string) => void } | null = null;
function SectionUnderTest() {
  return shown && <InsightsSection data={shown.data} symbol="AAPL" onTrade={shown.onTrade} />;
}

async function renderSection(backend: TradingBackend, onTrade = vi.fn(), activeOrders = 0) {
  shown = { data: portfolio(backend, activeOrders), onTrade };
  const root = () => (
    <TradingContext.Provider value={{ backend }}>
      <Outlet />
    </TradingContext.Provider>
  );
  renderAtPath(
    '/trade',
    { '/trade': SectionUnderTest, '/signup': stubPage('Sign up') },
    { root, retry: false },
  );
  await screen.findByRole('heading', { name: 'Portfolio optimisation' });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the Insights screens for a signed-in learner', () => {
  it('show a free account its current weights with the suggested ones locked, and "See Pro plans"', async () => {
    const { backend } = serverWith({ ...COMMON, ...LOCKED });
    await renderSection(backend);
    await screen.findByText('Portfolio optimisation is part of Pro');
    const opt = card('Portfolio optimisation');
    const aapl = within(opt).getByRole('row', { name: /^AAPL/ });
    expect(
      within(aapl)
        .getAllByRole('cell')
        .map((c) => c.textContent?.trim()),
    ).toEqual(['48.7%', 'Pro']);
    expect(within(opt).getByRole('row', { name: /^Risk/ }).textContent).toBe('Risk (volatility)24.1% Pro');
    expect(within(opt).getByRole('button', { name: 'See Pro plans' })).toBeTruthy();
    const strategy = card('Strategy detection');
    await within(strategy).findByText('Strategy detection is part of Pro');
    expect(within(strategy).queryByText('Buy and hold')).toBeNull();
  });

  it('show a Pro account current vs suggested weights with the expected return and risk of each', async () => {
    const { backend } = serverWith({ ...COMMON, ...PRO });
    await renderSection(backend);
    const opt = card('Portfolio optimisation');
    const msft = await within(opt).findByRole('row', { name: /^MSFT/ });
    expect(
      within(msft)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['51.3%', '70.0%']);
    expect(within(opt).getByRole('row', { name: /^Expected return/ }).textContent).toBe(
      'Expected return (a year)9.5%11.3%',
    );
    expect(within(opt).getByText('Reduce AAPL from 48.7% to 30.0%')).toBeTruthy();
    expect(within(opt).queryByRole('button', { name: 'See Pro plans' })).toBeNull();
    expect(await within(card('Strategy detection')).findByText('Buy and hold')).toBeTruthy();
  });

  it('turn a recommendation into a ticket symbol, and show the empty rating history', async () => {
    const { backend } = serverWith({ ...COMMON, ...PRO });
    const onTrade = vi.fn();
    await renderSection(backend, onTrade);
    fireEvent.click(await screen.findByRole('button', { name: 'Trade NVDA' }));
    expect(onTrade).toHaveBeenCalledWith('NVDA');
    expect(await screen.findByText(/No ratings of AAPL yet/)).toBeTruthy();
  });

  it('switch emergency mode on only after a confirmation that says what it cancels', async () => {
    const { backend, fetch } = serverWith({ ...COMMON, ...PRO });
    await renderSection(backend, vi.fn(), 2);
    fireEvent.click(screen.getByRole('switch', { name: /Emergency mode off/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch on emergency mode?' });
    expect(dialog.textContent).toContain('This cancels all 2 active advanced orders');
    expect(fetch.mock.calls.some(([url]) => url === '/api/trading/emergency-mode')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel advanced orders' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.find(([url]) => url === '/api/trading/emergency-mode')?.[1]?.body).toBe(
        JSON.stringify({ enabled: true }),
      ),
    );
  });
});

describe('the Insights screens for a guest', () => {
  it('read the portfolio on this device and show the Pro analytics locked with a call to sign up', async () => {
    enterGuestMode();
    vi.stubGlobal('fetch', vi.fn());
    const local = createLocalTrading('guest');
    local.buy('AAPL', 10);
    local.buy('MSFT', 5);
    await renderSection(localBackend(local));
    const insights = card('Portfolio insights');
    await within(insights).findByText('Positions');
    expect(within(insights).getAllByRole('definition')[0]!.textContent).toBe('2');
    const opt = card('Portfolio optimisation');
    await within(opt).findByText('Portfolio optimisation is part of Pro');
    expect(within(opt).getByRole('link', { name: 'Sign up' })).toBeTruthy();
    const total = within(opt)
      .getAllByRole('row')
      .filter((r) => /^(AAPL|MSFT)/.test(r.textContent ?? ''))
      .reduce((s, r) => s + Number.parseFloat(within(r).getAllByRole('cell')[0]!.textContent!), 0);
    expect(total).toBeCloseTo(100, 0);
    expect(await screen.findByText(/Rating history is kept for signed-in accounts/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
