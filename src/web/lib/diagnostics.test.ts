import { describe, expect, it, vi } from 'vitest';
import { connectionIssue, type DiagnosticsEnv, hintForStatus, runDiagnostics } from './diagnostics';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const jwt = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

function env(overrides: Partial<DiagnosticsEnv> & { status?: Record<string, number>; delay?: number } = {}) {
  let clock = 1_700_000_000_000;
  const status = { '/health': 200, '/api/auth/test': 200, ...overrides.status };
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/auth/test') clock += overrides.delay ?? 50;
    return new Response(null, { status: status[path as keyof typeof status] ?? 404 });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: memoryStorage(),
    now: () => clock,
    location: { protocol: 'http:', hostname: 'localhost' },
    ...overrides,
  } satisfies DiagnosticsEnv;
}

describe('diagnostics', () => {
  it('finds nothing wrong with a healthy local server', async () => {
    expect(await runDiagnostics(env())).toEqual({ findings: [], healthy: true });
  });

  it('reports an unreachable backend as critical', async () => {
    const report = await runDiagnostics(
      env({
        fetch: vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }) as unknown as typeof fetch,
      }),
    );
    expect(report.findings.map((f) => [f.id, f.severity])).toEqual([['backend-down', 'critical']]);
  });

  it('reports a missing auth route as critical with the 404 hint', async () => {
    const { findings } = await runDiagnostics(env({ status: { '/api/auth/test': 404 } }));
    expect(findings[0]).toMatchObject({ id: 'auth-404', severity: 'critical', hint: hintForStatus(404) });
  });

  it('flags latency over 2000 ms as medium, and not at 2000 ms', async () => {
    expect((await runDiagnostics(env({ delay: 2001 }))).findings).toMatchObject([
      { id: 'slow', severity: 'medium' },
    ]);
    expect((await runDiagnostics(env({ delay: 2000 }))).healthy).toBe(true);
  });

  it('clears a token that does not have three parts', async () => {
    const storage = memoryStorage({ authToken: 'garbage', user: '{}' });
    const { findings } = await runDiagnostics(env({ storage }));
    expect(findings).toMatchObject([{ id: 'token-malformed', severity: 'high' }]);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('user')).toBe('{}');
  });

  it('clears an expired token and its user, but keeps a live one', async () => {
    const base = env();
    const now = base.now();
    const expired = memoryStorage({ authToken: jwt({ exp: now / 1000 - 60 }), user: '{}' });
    expect((await runDiagnostics({ ...base, storage: expired })).findings).toMatchObject([
      { id: 'token-expired', severity: 'medium' },
    ]);
    expect(expired.getItem('authToken')).toBeNull();
    expect(expired.getItem('user')).toBeNull();

    const live = memoryStorage({ authToken: jwt({ exp: now / 1000 + 3600 }), user: '{}' });
    expect((await runDiagnostics({ ...base, storage: live })).healthy).toBe(true);
    expect(live.getItem('authToken')).not.toBeNull();
  });

  it('reports broken storage as high', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect((await runDiagnostics(env({ storage }))).findings).toMatchObject([
      { id: 'storage', severity: 'high' },
    ]);
  });

  it('asks for HTTPS away from localhost', async () => {
    const { findings } = await runDiagnostics(
      env({ location: { protocol: 'http:', hostname: 'thinkstreet.app' } }),
    );
    expect(findings).toMatchObject([{ id: 'not-https', severity: 'high' }]);
  });

  it('lists findings most severe first', async () => {
    const storage = memoryStorage({ authToken: jwt({ exp: 1 }) });
    const { findings } = await runDiagnostics(env({ storage, status: { '/api/auth/test': 404 } }));
    expect(findings.map((f) => f.severity)).toEqual(['critical', 'medium']);
  });

  it('words the summary as the spec does', () => {
    expect(connectionIssue('Failed to fetch')).toBe(
      'Connection issue: Failed to fetch. Check console for details.',
    );
  });
});
