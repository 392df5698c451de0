// The trading screens' server state (TanStack Query) over whichever backend serves this session.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { TradingBackend } from './backend';

export type TradingContextValue = {
  backend: TradingBackend;
};

export const TradingContext = createContext<TradingContextValue | null>(null);

export function useTradingContext(): TradingContextValue {
  const value = useContext(TradingContext);
  if (!value) throw new Error('useTradingContext outside the trading page');
  return value;
}

export function useBackend(): TradingBackend {
  return useTradingContext().backend;
}

/**
 * Query keys, scoped by backend, user and portfolio (personal, or a game's), so a guest never sees a
 * signed-in user's cache and nothing of one portfolio shows while another is chosen.
 */
export function tradingKey(backend: TradingBackend, ...rest: unknown[]): unknown[] {
  return [...accountsKey(backend), backend.competitionId ?? 'personal', ...rest];
}

/** Every portfolio of this user on this backend (the outbox may replay orders into any of them). */
export function accountsKey(backend: TradingBackend): unknown[] {
  return ['trading', backend.mode, backend.userId];
}

/** Spec §9: backend sync TTL 15 s; the local engine also processes resting orders on each read. */
export const SYNC_MS = 15_000;

export function usePortfolio() {
  const backend = useBackend();
  return useQuery({
    queryKey: tradingKey(backend, 'portfolio'),
    queryFn: () => backend.portfolio(),
    refetchInterval: SYNC_MS,
  });
}

export function useTradeHistory() {
  const backend = useBackend();
  return useQuery({ queryKey: tradingKey(backend, 'trades'), queryFn: () => backend.trades() });
}

export function useWatchlist() {
  const backend = useBackend();
  return useQuery({ queryKey: tradingKey(backend, 'watchlist'), queryFn: () => backend.watchlist() });
}

/** The account type and fill realism (GET /api/trading/settings, or the browser's account). */
export function useTradingSettings() {
  const backend = useBackend();
  return useQuery({ queryKey: tradingKey(backend, 'settings'), queryFn: () => backend.settings() });
}

export function useRiskProfile() {
  const backend = useBackend();
  return useQuery({ queryKey: tradingKey(backend, 'risk-profile'), queryFn: () => backend.riskProfile() });
}

/** After any change of cash, positions or orders, everything derived from the account is stale. */
export function useInvalidateAccount() {
  const backend = useBackend();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tradingKey(backend) });
}
