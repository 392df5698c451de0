import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import { placeOrder } from './orders';
import {
  applyRiskRun,
  diffAlerts,
  evaluateRiskRules,
  MAX_RISK_ALERTS,
  marginRule,
  newestAlerts,
  type RiskAlertFinding,
  type StoredRiskAlert,
} from './risk-monitor';
import { context, fixedPrices, ok } from './test-helpers';
import type { Ledger } from './types';

function buy(s: Ledger, symbol: string, shares: number, price: number): Ledger {
  const out = placeOrder(
    s,
    { type: 'buy', symbol, shares, orderType: 'market' },
    context({ [symbol]: price }),
    {
      skipRisk: true,
    },
  );
  if (!out.ok) throw new Error(out.refusal.reason);
  return out.state;
}
const at = (prices: Record<string, number>) => ({ prices: fixedPrices(prices) });

describe('risk monitor rules', () => {
  it('an account without positions has nothing to watch', () => {
    expect(evaluateRiskRules(createLedger(), at({}))).toEqual([]);
  });

  it('an account that sold everything today at a loss still has its daily-loss breaker', () => {
    const yesterday = new Date(Date.parse('2026-11-23T15:00:00Z'));
    const bought = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 500, orderType: 'market' },
        context({ AAPL: 200 }, yesterday),
        { skipRisk: true },
      ),
    ).state;
    // Sold today (24 Nov) 6% below the $200 close: -$6,000 of $100,000, and no positions left.
    const sold = ok(
      placeOrder(
        bought,
        { type: 'sell', symbol: 'AAPL', shares: 500, orderType: 'market' },
        context({ AAPL: 188 }),
      ),
    ).state;
    expect(sold.positions).toEqual([]);
    const today = { price: 188, previousClose: 200, timestamp: '2026-11-24T16:00:00Z' };
    expect(evaluateRiskRules(sold, { prices: fixedPrices({ AAPL: today }) })).toMatchObject([
      {
        rule: 'CIRCUIT_BREAKER',
        subject: 'dailyLoss',
        value: 6,
        limit: 5,
        message: 'Circuit breaker: daily loss 6.0%, above 5%. New buys are blocked.',
      },
    ]);
  });

  it('flags a holding above 25% of the portfolio with its figures', () => {
    const s = buy(createLedger(), 'AAPL', 200, 100); // $20,000 of $100,000
    expect(evaluateRiskRules(s, at({ AAPL: 100 }))).toEqual([]);
    const [f] = evaluateRiskRules(s, at({ AAPL: 150 })); // $30,000 of $110,000
    expect(f).toMatchObject({
      rule: 'CONCENTRATION',
      subject: 'AAPL',
      value: 27.27,
      limit: 25,
      severity: 'warning',
    });
    expect(f!.message).toBe('Concentration: AAPL is 27.3% of the portfolio, above the 25% limit.');
  });

  it('flags a drawdown beyond 15% from the peak, and the daily loss breaker', () => {
    let s = buy(createLedger(), 'AAPL', 500, 100); // $50,000
    s = { ...s, peakValue: 100_000_00 };
    const findings = evaluateRiskRules(s, {
      prices: fixedPrices({ AAPL: { price: 60, previousClose: 100 } }),
    });
    // Value $80,000: 20% below the peak; the day lost $20,000 of $100,000 = 20%.
    expect(findings.map((f) => [f.rule, f.subject, f.value])).toEqual([
      ['CIRCUIT_BREAKER', 'dailyLoss', 20],
      ['DRAWDOWN', 'portfolio', 20],
      ['CONCENTRATION', 'AAPL', 37.5],
    ]);
  });

  it('the margin slot evaluates nothing for a cash account', () => {
    const s = buy(createLedger(), 'AAPL', 10, 100);
    expect(marginRule(s, at({ AAPL: 1 }), { accountType: 'cash' })).toEqual([]);
  });

  it('alerts a margin account whose equity falls under 30% of its shorts, and only then', () => {
    // Short 100 AAPL at $100: cash $10,000 + $10,000 proceeds = $20,000, liability $10,000.
    const short: Ledger = {
      ...createLedger(20_000_00),
      settings: { accountType: 'margin', realism: 'simple' },
      positions: [
        { symbol: 'AAPL', shares: -100, costBasis: -10_000_00, firstBuyDate: '2026-11-02T15:00:00.000Z' },
      ],
    };
    const margin = { accountType: 'margin' } as const;
    // At $150: equity $20,000 − $15,000 = $5,000, 33.3% of $15,000: above maintenance.
    expect(marginRule(short, at({ AAPL: 150 }), margin)).toEqual([]);
    // At $160: equity $4,000, 25% of $16,000: a margin call.
    const [call] = marginRule(short, at({ AAPL: 160 }), margin);
    expect(call).toMatchObject({
      rule: 'MARGIN',
      subject: 'maintenance',
      severity: 'critical',
      value: 25,
      limit: 30,
    });
    expect(call!.message).toContain('25.0% of your short positions');
  });
});

const finding = (rule: RiskAlertFinding['rule'], subject: string): RiskAlertFinding => ({
  rule,
  subject,
  severity: 'warning',
  value: 1,
  limit: 1,
  message: '',
});

describe('alerts from findings', () => {
  it('raises new breaches once and resolves the ones that ended', () => {
    const open = [
      { id: 'a', rule: 'CONCENTRATION', subject: 'AAPL' },
      { id: 'b', rule: 'DRAWDOWN', subject: 'portfolio' },
    ];
    const out = diffAlerts(open, [finding('CONCENTRATION', 'AAPL'), finding('CONCENTRATION', 'MSFT')]);
    expect(out.raise.map((f) => f.subject)).toEqual(['MSFT']);
    expect(out.resolve).toEqual(['b']);
  });

  it('property: after applying a diff, the open alerts are exactly the findings', () => {
    const rules = fc.constantFrom<RiskAlertFinding['rule']>('CONCENTRATION', 'DRAWDOWN', 'CIRCUIT_BREAKER');
    const subjects = fc.constantFrom('AAPL', 'MSFT', 'portfolio');
    const findings = fc.array(
      fc.tuple(rules, subjects).map(([r, s]) => finding(r, s)),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.array(findings, { minLength: 1, maxLength: 6 }), (runs) => {
        let open: { id: string; rule: string; subject: string }[] = [];
        let n = 0;
        for (const run of runs) {
          const { raise, resolve } = diffAlerts(open, run);
          open = [
            ...open.filter((a) => !resolve.includes(a.id)),
            ...raise.map((f) => ({ id: String(n++), rule: f.rule, subject: f.subject })),
          ];
          const keys = (xs: { rule: string; subject: string }[]) =>
            xs.map((x) => `${x.rule}/${x.subject}`).sort();
          expect(keys(open)).toEqual([...new Set(keys(run))].sort());
          // Raising twice what is already open never happens.
          expect(
            raise.every(
              (f) =>
                !open
                  .slice(0, open.length - raise.length)
                  .some((a) => a.rule === f.rule && a.subject === f.subject),
            ),
          ).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('property: keeps at most 50, newest first, and never drops a newer one for an older', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 120 }), (times) => {
        const alerts = times.map((t, i) => ({ id: `x${i}`, createdAt: new Date(t * 1000).toISOString() }));
        const kept = newestAlerts(alerts);
        expect(kept.length).toBe(Math.min(alerts.length, MAX_RISK_ALERTS));
        for (let i = 1; i < kept.length; i++) expect(kept[i - 1]!.createdAt >= kept[i]!.createdAt).toBe(true);
        const oldestKept = kept.at(-1)?.createdAt ?? '';
        const dropped = alerts.filter((a) => !kept.includes(a));
        expect(dropped.every((a) => a.createdAt <= oldestKept)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('one run over a list of alerts (guests)', () => {
  const finding = (subject: string): RiskAlertFinding => ({
    rule: 'CONCENTRATION',
    subject,
    severity: 'warning',
    value: 30,
    limit: 25,
    message: `Concentration: ${subject} is 30.0% of the portfolio, above the 25% limit.`,
  });
  let n = 0;
  const newId = () => `id-${String(++n).padStart(6, '0')}`;
  const T0 = new Date('2026-03-11T14:30:00Z');
  const at = (s: number) => new Date(T0.getTime() + s * 1000);

  it('raises once while a rule holds, resolves when it stops, and raises again when it comes back', () => {
    let alerts: StoredRiskAlert[] = [];
    alerts = applyRiskRun(alerts, [finding('AAPL')], at(0), newId);
    alerts = applyRiskRun(alerts, [finding('AAPL')], at(30), newId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ subject: 'AAPL', createdAt: at(0).toISOString(), resolvedAt: null });
    alerts = applyRiskRun(alerts, [], at(60), newId);
    expect(alerts[0]!.resolvedAt).toBe(at(60).toISOString());
    alerts = applyRiskRun(alerts, [finding('AAPL')], at(90), newId);
    expect(alerts.map((a) => [a.createdAt, a.resolvedAt])).toEqual([
      [at(90).toISOString(), null],
      [at(0).toISOString(), at(60).toISOString()],
    ]);
  });

  it('keeps the newest 50, newest first, with one open alert per rule and subject', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray(['AAPL', 'MSFT', 'TSLA', 'GME']), { minLength: 1, maxLength: 120 }),
        (runs) => {
          let alerts: StoredRiskAlert[] = [];
          runs.forEach((subjects, i) => {
            alerts = applyRiskRun(alerts, subjects.map(finding), at(i * 30), newId);
            expect(alerts.length).toBeLessThanOrEqual(MAX_RISK_ALERTS);
            const times = alerts.map((a) => a.createdAt);
            expect(times).toEqual([...times].sort().reverse());
            const open = alerts.filter((a) => a.resolvedAt === null).map((a) => a.subject);
            expect(new Set(open).size).toBe(open.length);
            // Only what holds now is open; all of it while the cap has not pushed an old open one out.
            for (const s of open) expect(subjects).toContain(s);
            if (alerts.length < MAX_RISK_ALERTS) expect([...open].sort()).toEqual([...subjects].sort());
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
