import { beforeEach, describe, expect, it } from 'vitest';
import { simulatedQuote } from '../../core/market';
import { MAX_RISK_ALERTS } from '../../core/trading';
import { localBackend } from '../features/trading/backend';
import { localRiskAlerts, readLocalAlerts } from './local-risk-alerts';
import { createLocalTrading } from './local-trading';
import { userKey } from './storage';

// Guests' risk monitor: the server's rules on the browser's ledger, the same raise/resolve step, at most
// 50 alerts, newest first. Prices are the simulated market's with the last price set by the test.

const OPEN = new Date('2026-03-11T14:30:00Z');
let clock = OPEN;
const prices: Record<string, number> = {};
const quote = (symbol: string, at: Date) => {
  const q = simulatedQuote(symbol, at);
  const p = prices[symbol];
  return q && p !== undefined ? { ...q, price: p, previousClose: p, changePercent: 0 } : q;
};
let n = 0;
const newId = () => `alert-${String(++n).padStart(4, '0')}`;
const guest = () => createLocalTrading('guest', { now: () => clock, quote });
const later = (s: number) => {
  clock = new Date(clock.getTime() + s * 1000);
};

beforeEach(() => {
  clock = OPEN;
  prices.AAPL = 100;
  // Fills at the last price in full: the percentages below are of round figures.
  guest().setSettings({ realism: 'simple' });
});

/** 20% of the account in AAPL, in two buys of 10% as the pre-trade checks allow. */
function concentrated() {
  const t = guest();
  t.buy('AAPL', 100);
  t.buy('AAPL', 100);
  return t;
}

describe('guest risk alerts', () => {
  it('has none without positions', () => {
    expect(localRiskAlerts(guest(), newId)).toEqual({ alerts: [] });
  });

  it('raises an alert when a rule starts to hold, once, and resolves it when it stops', () => {
    const t = concentrated();
    expect(localRiskAlerts(t, newId).alerts).toEqual([]);

    prices.AAPL = 200; // 40,000 of 120,000: a third of the account
    later(30);
    const [alert, ...rest] = localRiskAlerts(t, newId).alerts;
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      rule: 'CONCENTRATION',
      subject: 'AAPL',
      severity: 'warning',
      value: 33.33,
      limit: 25,
      message: 'Concentration: AAPL is 33.3% of the portfolio, above the 25% limit.',
      createdAt: clock.toISOString(),
      resolvedAt: null,
    });

    // Still holding 30 s later: the same alert, not a second one; it survives a reload.
    later(30);
    expect(localRiskAlerts(guest(), newId).alerts).toEqual([alert]);

    t.sell('AAPL', 100); // 20,000 of 120,000
    later(30);
    expect(localRiskAlerts(t, newId).alerts).toEqual([{ ...alert, resolvedAt: clock.toISOString() }]);
  });

  it('keeps the 50 newest, newest first', () => {
    const old = Array.from({ length: 60 }, (_, i) => ({
      id: `old-${String(i).padStart(2, '0')}`,
      rule: 'DRAWDOWN',
      subject: 'portfolio',
      severity: 'critical',
      value: 16,
      limit: 15,
      message: 'Drawdown',
      createdAt: new Date(OPEN.getTime() - (60 - i) * 60_000).toISOString(),
      resolvedAt: new Date(OPEN.getTime() - (60 - i) * 60_000 + 1).toISOString(),
    }));
    localStorage.setItem(userKey('guest', 'risk-alerts'), JSON.stringify(old));
    const t = concentrated();
    prices.AAPL = 200;
    const { alerts } = localRiskAlerts(t, newId);
    expect(alerts).toHaveLength(MAX_RISK_ALERTS);
    expect(alerts[0]).toMatchObject({ rule: 'CONCENTRATION', subject: 'AAPL' });
    expect(alerts.at(-1)!.id).toBe('old-11');
    expect(readLocalAlerts('guest')).toEqual(alerts);
  });

  it('treats an unreadable store as no alerts, and keeps each user apart', () => {
    localStorage.setItem(userKey('guest', 'risk-alerts'), '{"not":"a list"}');
    expect(readLocalAlerts('guest')).toEqual([]);
    concentrated();
    prices.AAPL = 200;
    expect(localRiskAlerts(guest(), newId).alerts).toHaveLength(1);
    expect(readLocalAlerts('someone-else')).toEqual([]);
  });

  it('is what the guest backend answers for the risk panel and its toast', async () => {
    concentrated();
    prices.AAPL = 200;
    const answer = await localBackend(guest()).riskAlerts();
    expect(answer?.alerts.map((a) => `${a.rule}/${a.subject}`)).toEqual(['CONCENTRATION/AAPL']);
  });
});
