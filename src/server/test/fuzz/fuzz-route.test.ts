import { describe, expect, it } from 'vitest';
import { namesRoute } from './fuzz-route';
import type { Operation } from './operations';

const classroom: Operation = {
  method: 'GET',
  path: '/api/competitions/{id}/classroom',
  secured: true,
  params: [],
};

describe('namesRoute', () => {
  it('knows a sent path is still the route, whatever the value in its placeholder', () => {
    expect(namesRoute(classroom, '/api/competitions/abc-123/classroom')).toBe(true);
    expect(namesRoute(classroom, '/api/competitions/%2E%2E%2Fetc/classroom')).toBe(true);
    expect(namesRoute(classroom, '/api/competitions//classroom')).toBe(true);
  });

  it('knows a path the URL parser resolved a `..` out of, or that grew a segment, is another address', () => {
    const sent = new URL('/api/competitions/../../../../etc/passwd/classroom', 'http://127.0.0.1').pathname;
    expect(sent).toBe('/etc/passwd/classroom');
    expect(namesRoute(classroom, sent)).toBe(false);
    expect(namesRoute(classroom, '/api/competitions/a/b/classroom')).toBe(false);
    expect(namesRoute({ ...classroom, path: '/api/trading/leaderboard' }, '/api/trading/leaderboard')).toBe(
      true,
    );
  });
});
