/**
 * The six explainer lessons in the order they teach: what a share is before who trades it, before
 * market cycles, exchanges, banks and the central bank. The learning path lists them in this order
 * and the next-lesson recommendations rank them by it, so both name the same first lesson.
 */
export const FOUNDATIONS = [
  'stock-market-basics',
  'wall-street-explained',
  'bull-bear-markets',
  'stock-exchanges-explained',
  'banking-system-explained',
  'federal-reserve-explained',
] as const;
