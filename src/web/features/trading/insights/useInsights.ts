import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { tradingKey, useBackend } from '../useTrading';
import { insightSource } from './source';

/** The insight source of this session, and query keys under the account's (a trade makes them stale). */
export function useInsightSource() {
  const backend = useBackend();
  const source = useMemo(() => insightSource(backend), [backend]);
  return { source, key: (...rest: unknown[]) => tradingKey(backend, 'insights', ...rest) };
}

export function usePortfolioInsights() {
  const { source, key } = useInsightSource();
  return useQuery({ queryKey: key('portfolio'), queryFn: () => source.insights() });
}
export function useRecommendations() {
  const { source, key } = useInsightSource();
  return useQuery({ queryKey: key('recommendations'), queryFn: () => source.recommendations() });
}
export function useStrategy() {
  const { source, key } = useInsightSource();
  return useQuery({ queryKey: key('strategy'), queryFn: () => source.strategy() });
}
export function useOptimization() {
  const { source, key } = useInsightSource();
  return useQuery({ queryKey: key('optimization'), queryFn: () => source.optimization() });
}
export function useQuantHistory(symbol: string) {
  const { source, key } = useInsightSource();
  return useQuery({ queryKey: key('quant-history', symbol), queryFn: () => source.quantHistory(symbol) });
}
