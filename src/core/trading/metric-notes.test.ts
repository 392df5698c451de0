import { describe, expect, it } from 'vitest';
import { isCatalogueId } from '../../content/catalogue';
import { METRICS } from './metric-notes';

describe('metric explanations', () => {
  it('cover every figure a beginner meets, each in one short sentence linked to a real lesson', () => {
    for (const id of ['sharpe', 'profitFactor', 'var', 'kelly', 'quantRating', 'circuitBreakers'] as const)
      expect(METRICS[id]).toBeDefined();
    for (const m of Object.values(METRICS)) {
      expect(isCatalogueId(m.lessonId)).toBe(true);
      expect(m.text.length).toBeLessThan(130);
    }
  });
});
