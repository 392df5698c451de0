// Simulated options (pure): pricing, Greeks, implied volatility, the chain, and payoffs.
export * from './chain';
export * from './contract-label';
export * from './pricing';
export * from './strategy';
export * from './trade';
export * from './underlying';
export * from './value';
