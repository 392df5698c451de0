import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { catalogueItems, OPTIONS_COURSE_ID } from '../../../content/catalogue-index';
import type { PortfolioAnswer } from '../../../shared/api/trading';
import { lazyOptional } from '../../lib/lazyOptional';
import { localUserId, useSession } from '../../lib/session';
import { markSimulatorOpened } from '../dashboard/onboarding';
import { pendingPrefillSymbol } from '../options/prefill';
import { lazyLocalTrading, localBackend, serverBackend } from './backend';
import { EmergencyBanner } from './EmergencySwitch';
import { FoldingPanel, useFolds } from './FoldingPanel';
import { GuidedFirstTrade, guidedTradeDismissed } from './GuidedFirstTrade';
import { ADVANCED_OFF, OPTIONS_OFF, useGameRules } from './gameRules';
import { OrderOutbox } from './OrderOutbox';
import { OrdersPanel } from './OrdersPanel';
import { OrderTicket } from './OrderTicket';
import { Empty, errorText, LazyPanel, LoadError, Loading, Panel } from './Panel';
import { PortfolioSummary } from './PortfolioSummary';
import { livePositions, PositionsTable } from './PositionsTable';
import { chosenGame } from './portfolioChoice';
import { TradeHistory } from './TradeHistory';
import { marketStatusText } from './ticketNotes';
import { useLiveQuotes } from './useLiveQuotes';
import { useRiskAlertToasts } from './useRiskAlerts';
import { TradingContext, useBackend, usePortfolio, useWatchlist } from './useTrading';
import { Watchlist } from './Watchlist';

// Reset, export and import load just after the page (issue 14: the route's entry JavaScript).
const AccountActions = lazyOptional(() =>
  import('./AccountActions').then((m) => ({ default: m.AccountActions })),
);
// The portfolio switcher and a game's banner load for signed-in learners only.
const PortfolioSwitcher = lazyOptional(() =>
  import('./PortfolioSwitcher').then((m) => ({ default: m.PortfolioSwitcher })),
);
const GameFrame = lazy(() => import('./PortfolioSwitcher').then((m) => ({ default: m.GameFrame })));
// The chart libraries load after the account: the numbers come first.
const PriceChart = lazy(() => import('./PriceChart').then((m) => ({ default: m.PriceChart })));
const OptionsPanel = lazy(() => import('../options/OptionsPanel').then((m) => ({ default: m.OptionsPanel })));
const InsightsSection = lazy(() => import('./insights/InsightsSection'));
const PerformancePanel = lazy(() =>
  import('./PerformancePanel').then((m) => ({ default: m.PerformancePanel })),
);
// The folded panels (closed until the learner opens one) load when opened.
const AdvancedOrderForm = lazy(() =>
  import('./AdvancedOrderForm').then((m) => ({ default: m.AdvancedOrderForm })),
);
const QuantCard = lazy(() => import('./QuantCard').then((m) => ({ default: m.QuantCard })));
const RiskPanel = lazy(() => import('./RiskPanel').then((m) => ({ default: m.RiskPanel })));
// The leaderboard sits last and waits for the server anyway: it loads after the account.
// The panel shows "Loading" until its settings arrive anyway; its code now arrives with them (issue
// 14: the trading route's entry JavaScript).
const AccountSettingsPanel = lazy(() =>
  import('./AccountSettingsPanel').then((m) => ({ default: m.AccountSettingsPanel })),
);
const Leaderboard = lazy(() => import('./Leaderboard').then((m) => ({ default: m.Leaderboard })));

/**
 * The Simulator tab (/trade): a $100,000 paper-trading account, on the server or on this device; a
 * signed-in learner may switch to the portfolio of a game they play (/trade?game=<id>).
 */
export function TradingPage() {
  const session = useSession();
  const userId = localUserId(session);
  // The device's engine loads when first used: at once for a guest, whose account it keeps, and for a
  // signed-in learner only if the server cannot be reached.
  const local = useMemo(() => lazyLocalTrading(userId), [userId]);
  // A signed-in learner always trades on the server: an order that cannot reach it waits in the
  // outbox (OrderOutbox) and is sent with its key later, never run on this device instead.
  const onServer = session.isAuthenticated;
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const gameId = chosenGame(search, onServer);
  const backend = useMemo(
    () => (onServer ? serverBackend(userId, local, gameId) : localBackend(local)),
    [onServer, userId, local, gameId],
  );
  const context = useMemo(() => ({ backend }), [backend]);
  useEffect(() => markSimulatorOpened(userId), [userId]);
  return (
    <TradingContext.Provider value={context}>
      {/* data-touch-targets: on a touch screen every control is at least 44×44 px (styles.css). */}
      <div className="mx-auto max-w-7xl px-4 py-6" data-touch-targets>
        <SkipToTicket />
        <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold">Trading simulator</h1>
            <p className="text-slate-400">
              {session.isGuest
                ? 'Guest Mode: your paper portfolio is kept on this device.'
                : gameId
                  ? 'A game portfolio: every player starts with the same cash and trades under the same rules.'
                  : 'Practise with $100,000 of virtual money. Prices come from the simulated market.'}
            </p>
          </div>
          {/* Held at the buttons' height while their code loads: on a phone they take a row of their
              own, which arriving late pushed the whole simulator down (Lighthouse CLS 0.026). */}
          <div className="flex min-h-[2.125rem] flex-wrap items-center gap-2 pointer-coarse:min-h-11">
            {onServer && (
              <Suspense fallback={null}>
                <PortfolioSwitcher chosen={gameId} />
              </Suspense>
            )}
            {/* A game's portfolio is ranked against the other players: it is never reset or imported. */}
            {!gameId && (
              <Suspense fallback={null}>
                <AccountActions local={onServer ? null : local} />
              </Suspense>
            )}
          </div>
        </header>
        {gameId === null ? (
          <Simulator key="personal" />
        ) : (
          <Suspense fallback={<Loading label="Loading the game" />}>
            <GameFrame gameId={gameId}>
              <Simulator key={gameId} />
            </GameFrame>
          </Suspense>
        )}
      </div>
    </TradingContext.Provider>
  );
}

/**
 * The page's own first Tab stop (after the shell's links), a skip link shown where the shell's
 * "Skip to content" shows (over the sticky header, which hides anything at the page's own top). On
 * a laptop the chart, positions, options, orders and history come before the order ticket; on a
 * phone, where the ticket shows first or second, they still come before it for the Tab key. Focus lands on
 * the ticket's heading, so the next Tab is its first field.
 */
function SkipToTicket() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to a place in the page, its target in its href; the click only also focuses the heading and scrolls its panel clear of the sticky header
    <a
      href="#order-ticket-title"
      onClick={(event) => {
        const heading = document.getElementById('order-ticket-title');
        if (!heading) return;
        event.preventDefault();
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.closest('section')?.scrollIntoView({ block: 'start' });
        heading.focus({ preventScroll: true });
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-slate-900 focus:px-3 focus:py-2"
    >
      Skip to order ticket
    </a>
  );
}

function Simulator() {
  useRiskAlertToasts();
  const portfolio = usePortfolio();
  const watchlist = useWatchlist();
  const [symbol, setSymbol] = useState(() => pendingPrefillSymbol() ?? 'AAPL');
  const held = portfolio.data?.positions.map((p) => p.symbol) ?? [];
  const watched = watchlist.data?.symbols ?? [];
  const { quotes, live } = useLiveQuotes([symbol, ...held, ...watched]);

  // data-guide-pending: the guided first trade may follow, so no feature tour starts meanwhile.
  if (portfolio.isPending)
    return (
      <div data-guide-pending>
        <Loading label="Loading your portfolio" />
      </div>
    );
  // A failed refetch (offline) keeps the portfolio on screen: orders meanwhile wait in the outbox.
  if (portfolio.isError && !portfolio.data)
    return (
      <LoadError
        message={`We could not load your portfolio: ${errorText(portfolio.error)}`}
        onRetry={() => void portfolio.refetch()}
      />
    );
  return <Loaded data={portfolio.data} quotes={quotes} live={live} symbol={symbol} onSymbol={setSymbol} />;
}

function Loaded({
  data,
  quotes,
  live,
  symbol,
  onSymbol,
}: {
  data: PortfolioAnswer;
  quotes: ReturnType<typeof useLiveQuotes>['quotes'];
  live: boolean;
  symbol: string;
  onSymbol: (s: string) => void;
}) {
  const session = useSession();
  const userId = localUserId(session);
  const folds = useFolds(userId);
  const inGame = useBackend().competitionId !== null;
  // A game's rules may switch off options and advanced orders: their panels say so instead.
  const rules = useGameRules();
  // The guided first trade: for a learner who has never traded, until they finish or dismiss it.
  // Decided from the portfolio's own trade count at the first render, so the guide arrives with the
  // page instead of pushing it down when a later answer comes (issue 14 point 6: layout shift).
  const position = data.positions.find((p) => p.symbol === symbol);
  const neverTraded =
    data.metrics.totalTrades === 0 && data.positions.length === 0 && data.pendingOrders.length === 0;
  const [guide, setGuide] = useState(() => neverTraded && !guidedTradeDismissed(userId));
  const closeGuide = useCallback(() => setGuide(false), []);
  // On a phone the order ticket comes straight after the summary for a learner with no positions
  // (an empty "No positions yet" panel above it only pushed it a screen down); with positions, they
  // come first. Decided at the first render, so a first buy does not move the ticket from under the
  // learner's finger.
  const [ticketFirst] = useState(() => data.positions.length === 0);
  // The option chain, with its Greeks, starts folded for a learner who holds no options: nothing
  // on a beginner's path has taught them yet. It opens for a holder, and for a learner the Options
  // course sent here with a contract for the ticket. Once open for a reason it stays open for the
  // visit, so closing the last option does not fold the panel under the learner's finger.
  const holdsOptions = data.portfolio.optionsPositions.length > 0;
  const [optionsFirst, setOptionsFirst] = useState(
    () => holdsOptions || pendingPrefillSymbol() !== undefined,
  );
  if (holdsOptions && !optionsFirst) setOptionsFirst(true);
  const positions = livePositions(data.positions, quotes);
  const liveValue =
    Math.round(
      (data.portfolio.cash +
        positions.reduce((s, p) => s + p.marketValue, 0) +
        data.portfolio.optionsPositions.reduce((s, p) => s + p.marketValue, 0)) *
        100,
    ) / 100;
  // The long options held on a symbol count with its shares toward the 25% concentration limit, as
  // the engine counts them for a share buy (decision 0030 and its addendum).
  const longOptionsOn = (underlying: string) =>
    data.portfolio.optionsPositions
      .filter((p) => p.side === 'long' && p.symbol === underlying)
      .reduce((s, p) => s + p.marketValue, 0);
  const rest = useDeferredValue(true, false);
  const marketPrice = quotes[symbol]?.price;
  // Outside a session the page says so, and when the market opens, instead of "Live prices".
  const closed = marketStatusText(quotes[symbol]?.marketState, new Date());
  // "Trade it" from a recommendation: the ticket takes the symbol and comes into view.
  const tradeFromInsight = useCallback(
    (s: string) => {
      onSymbol(s);
      document.getElementById('order-ticket-title')?.scrollIntoView({ block: 'start' });
    },
    [onSymbol],
  );
  return (
    <div className="space-y-4">
      {guide && !inGame && (
        <GuidedFirstTrade
          symbol={symbol}
          price={marketPrice}
          quote={quotes[symbol]}
          onSymbol={onSymbol}
          onClose={closeGuide}
          traded={!neverTraded}
        />
      )}
      {data.portfolio.emergencyMode && <EmergencyBanner />}
      <OrderOutbox />
      <PortfolioSummary portfolio={data.portfolio} liveValue={liveValue} />
      {/* The account's summary (and a newcomer's guide) first; the panels below render a moment
          later, in a render React can pause for a tap, not in the long task that answers the
          portfolio on a slow phone (issue 14: total blocking time). They come below what is on
          screen, so nothing moves. */}
      {rest ? (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="space-y-4 max-lg:contents lg:col-span-2">
              <Panel title={`${symbol} chart`} id="chart" className="max-lg:order-3">
                {/* On a phone the chart is a screen below the ticket: it loads and draws once the
                    learner scrolls towards it, not while the page loads (issue 14: total blocking
                    time; its code is 48 KB). Its room (range buttons and canvas) is kept meanwhile:
                    on a touch screen its buttons are 44 px tall, two rows of them on a phone. */}
                <LazyPanel
                  loading="Loading the chart"
                  whenNear={{
                    reserve: 'min-h-80 md:min-h-88 pointer-coarse:min-h-90 pointer-coarse:md:min-h-93',
                  }}
                >
                  <PriceChart symbol={symbol} />
                </LazyPanel>
              </Panel>
              <Panel
                title="Positions"
                className={ticketFirst ? 'max-lg:order-2' : 'max-lg:order-1'}
                actions={
                  closed ? (
                    <span
                      className="rounded-full bg-amber-950/60 px-2 py-0.5 text-xs text-amber-100"
                      aria-live="polite"
                      data-testid="market-status"
                    >
                      {closed}
                    </span>
                  ) : (
                    <span className="text-xs text-slate-400" aria-live="polite">
                      {live ? '● Live prices' : 'Simulated prices'}
                    </span>
                  )
                }
              >
                <PositionsTable positions={positions} onSelect={onSymbol} />
              </Panel>
              <FoldingPanel
                {...folds.panel('options', optionsFirst)}
                title={`${symbol} options`}
                summary={rules && !rules.options ? OPTIONS_OFF : <OptionsSummary />}
                className="min-w-0 max-lg:order-3"
              >
                {rules && !rules.options ? (
                  <Empty>{OPTIONS_OFF}</Empty>
                ) : (
                  <LazyPanel loading="Loading the options">
                    <OptionsPanel
                      symbol={symbol}
                      positions={data.portfolio.optionsPositions}
                      freeShares={Math.max(0, (position?.shares ?? 0) - (position?.reservedShares ?? 0))}
                    />
                  </LazyPanel>
                )}
              </FoldingPanel>
              <Panel title="Orders" className="max-lg:order-4">
                <OrdersPanel
                  pending={data.pendingOrders}
                  advanced={data.advancedOrders}
                  finished={data.finishedOrders}
                />
              </Panel>
              <Panel title="Trade history" className="max-lg:order-7">
                <TradeHistory />
              </Panel>
              <FoldingPanel
                {...folds.panel('performance')}
                title="Performance"
                summary="Win rate, profit factor, Sharpe ratio, drawdown and your equity curve."
                className="max-lg:order-8"
              >
                <LazyPanel loading="Loading performance charts">
                  <PerformancePanel metrics={data.metrics} />
                </LazyPanel>
              </FoldingPanel>
            </div>
            <div className="space-y-4 max-lg:contents">
              <Panel title="Order ticket" className={ticketFirst ? 'max-lg:order-1' : 'max-lg:order-2'}>
                <OrderTicket
                  symbol={symbol}
                  onSymbolChange={onSymbol}
                  marketPrice={marketPrice}
                  heldShares={position?.shares ?? 0}
                  reservedShares={position?.reservedShares ?? 0}
                  margin={data.portfolio.margin.accountType === 'margin'}
                  quote={quotes[symbol]}
                  availableCash={
                    data.portfolio.margin.accountType === 'margin'
                      ? data.portfolio.margin.buyingPower
                      : data.portfolio.availableCash
                  }
                  portfolioValue={data.portfolio.totalValue}
                  heldValue={Math.max(0, position?.marketValue ?? 0) + longOptionsOn(symbol)}
                />
              </Panel>
              <Panel title="Account settings" className="max-lg:order-9">
                <LazyPanel loading="Loading your account settings">
                  <AccountSettingsPanel />
                </LazyPanel>
              </Panel>
              <FoldingPanel
                {...folds.panel('advanced')}
                title="Advanced orders"
                summary="Stop-loss, trailing stop, bracket, OTO and OCO orders that protect a position for you."
                className="max-lg:order-6"
              >
                {rules && !rules.advancedOrders ? (
                  <Empty>{ADVANCED_OFF}</Empty>
                ) : (
                  <LazyPanel loading="Loading advanced orders">
                    <AdvancedOrderForm symbol={symbol} quote={quotes[symbol]} marketPrice={marketPrice} />
                  </LazyPanel>
                )}
              </FoldingPanel>
              <Panel title="Watchlist" className="max-lg:order-5">
                <Watchlist quotes={quotes} onSelect={onSymbol} />
              </Panel>
              <FoldingPanel
                {...folds.panel('quant')}
                title={`Quant rating: ${symbol}`}
                summary="A score from the stock's momentum, trend, volatility, value and volume."
                className="max-lg:order-9"
              >
                <LazyPanel loading="Loading the quant rating">
                  <QuantCard symbol={symbol} />
                </LazyPanel>
              </FoldingPanel>
              <FoldingPanel
                {...folds.panel('risk')}
                title="Risk"
                summary="Risk score, value at risk, circuit breakers, risk alerts and position sizing."
                className="max-lg:order-10"
              >
                <LazyPanel loading="Loading risk">
                  <RiskPanel />
                </LazyPanel>
              </FoldingPanel>
              <Panel title="Leaderboard" className="max-lg:order-11">
                <LazyPanel loading="Loading the leaderboard">
                  <Leaderboard />
                </LazyPanel>
              </Panel>
            </div>
          </div>
          <FoldingPanel
            {...folds.panel('insights')}
            title="Insights"
            summary="Portfolio insights, recommendations, optimisation, your trading style, rating history and emergency mode."
          >
            <LazyPanel loading="Loading insights">
              <InsightsSection data={data} symbol={symbol} onTrade={tradeFromInsight} />
            </LazyPanel>
          </FoldingPanel>
        </>
      ) : (
        <Loading label="Loading the simulator" />
      )}
    </div>
  );
}

/** The folded options panel: what options are, in a line, and where the course that teaches them is. */
function OptionsSummary() {
  const course = catalogueItems.find((i) => i.id === OPTIONS_COURSE_ID);
  return (
    <>
      Options are contracts to buy (a call) or sell (a put) 100 shares at a set price until a set date; the
      chain lists their prices and Greeks.{' '}
      <Link
        to="/lessons/$lessonId"
        params={{ lessonId: OPTIONS_COURSE_ID }}
        className="text-emerald-300 underline underline-offset-2 hover:text-emerald-200"
      >
        Learn them in the {course?.title ?? 'Options'} course
      </Link>
    </>
  );
}
