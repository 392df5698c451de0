// The auth screen's 'Run Diagnostics & Auto-Fix' (spec app-and-learning §7 diagnostics helper and
// §8 severities). Real checks against this app's own server; IO comes in through `DiagnosticsEnv`
// so the rules can be tested without a network.

export type Severity = 'critical' | 'high' | 'medium';

export type Finding = {
  id: string;
  severity: Severity;
  message: string;
  hint?: string;
  /** What the auto-fix did, if anything. */
  fixed?: string;
};

export type DiagnosticsEnv = {
  fetch: typeof fetch;
  storage: Storage;
  /** Milliseconds since the epoch (Date.now() in the app). */
  now: () => number;
  location: { protocol: string; hostname: string };
};

export type DiagnosticsReport = { findings: Finding[]; healthy: boolean };

const HEALTH_TIMEOUT_MS = 5000;
const SLOW_MS = 2000;

/** The hint for an auth route's status, as the spec lists them. */
export function hintForStatus(status: number): string | undefined {
  if (status === 404) return 'The auth routes are missing on the server (404).';
  if (status === 401) return 'The server rejected the credentials (401): check your e-mail and password.';
  if (status >= 500) return `The server had an internal error (${status}). Try again in a minute.`;
  return undefined;
}

async function checkHealth(env: DiagnosticsEnv): Promise<Finding[]> {
  try {
    const response = await env.fetch('/health', { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    if (response.status >= 500)
      return [
        {
          id: 'health-status',
          severity: 'high',
          message: `The server answered /health with ${response.status}`,
          hint: 'The database may be down; the server reports it as degraded.',
        },
      ];
    return [];
  } catch {
    return [
      {
        id: 'backend-down',
        severity: 'critical',
        message: 'The backend is not responding',
        hint: 'Start the server with npm start, or check your internet connection.',
      },
    ];
  }
}

async function checkAuthRoute(env: DiagnosticsEnv): Promise<Finding[]> {
  const started = env.now();
  let response: Response;
  try {
    response = await env.fetch('/api/auth/test', {
      method: 'HEAD',
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
  } catch {
    return []; // unreachable: already reported by the health check
  }
  const findings: Finding[] = [];
  const latency = env.now() - started;
  if (response.status === 404)
    findings.push({
      id: 'auth-404',
      severity: 'critical',
      message: 'The auth endpoint was not found',
      hint: hintForStatus(404),
    });
  else if (response.status >= 500)
    findings.push({
      id: 'auth-5xx',
      severity: 'high',
      message: `The auth endpoint answered ${response.status}`,
      hint: hintForStatus(response.status),
    });
  if (latency > SLOW_MS)
    findings.push({
      id: 'slow',
      severity: 'medium',
      message: `The server is slow to answer (${Math.round(latency)} ms)`,
      hint: 'Your connection or the server is under strain; requests may time out.',
    });
  return findings;
}

function checkStorage(env: DiagnosticsEnv): Finding[] {
  const probe = '__thinkstreet_diagnostics__';
  try {
    env.storage.setItem(probe, '1');
    const ok = env.storage.getItem(probe) === '1';
    env.storage.removeItem(probe);
    if (ok) return [];
  } catch {}
  return [
    {
      id: 'storage',
      severity: 'high',
      message: 'Browser storage is not working',
      hint: 'Private browsing or a full disk can block it; the session cannot be kept without it.',
    },
  ];
}

/** Decodes a JWT's payload without verifying it (the server verifies; this only spots junk). */
function payloadOf(token: string): { exp?: unknown } | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as { exp?: unknown }) : null;
  } catch {
    return null;
  }
}

/** Stored-token checks; the auto-fix clears a token that can never work. */
function checkToken(env: DiagnosticsEnv): Finding[] {
  let token: string | null;
  try {
    token = env.storage.getItem('authToken');
  } catch {
    return [];
  }
  if (!token) return [];
  if (token.split('.').length !== 3) {
    env.storage.removeItem('authToken');
    return [
      {
        id: 'token-malformed',
        severity: 'high',
        message: 'The stored sign-in token is malformed',
        fixed: 'Cleared the token; please sign in again.',
      },
    ];
  }
  const payload = payloadOf(token);
  if (!payload) {
    env.storage.removeItem('authToken');
    return [
      {
        id: 'token-undecodable',
        severity: 'high',
        message: 'The stored sign-in token cannot be read',
        fixed: 'Cleared the token; please sign in again.',
      },
    ];
  }
  if (typeof payload.exp === 'number' && payload.exp * 1000 < env.now()) {
    env.storage.removeItem('authToken');
    env.storage.removeItem('user');
    return [
      {
        id: 'token-expired',
        severity: 'medium',
        message: 'The stored sign-in token has expired',
        fixed: 'Cleared the expired session; please sign in again.',
      },
    ];
  }
  return [];
}

function checkHttps(env: DiagnosticsEnv): Finding[] {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(env.location.hostname);
  if (local || env.location.protocol === 'https:') return [];
  return [
    {
      id: 'not-https',
      severity: 'high',
      message: 'The page is not served over HTTPS',
      hint: 'Open the https:// address of the app.',
    },
  ];
}

const ORDER: Record<Severity, number> = { critical: 0, high: 1, medium: 2 };

/** Runs every check; findings come back most severe first. */
export async function runDiagnostics(env: DiagnosticsEnv): Promise<DiagnosticsReport> {
  const [health, auth] = await Promise.all([checkHealth(env), checkAuthRoute(env)]);
  const findings = [...health, ...auth, ...checkStorage(env), ...checkToken(env), ...checkHttps(env)];
  findings.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return { findings, healthy: findings.length === 0 };
}

/** The browser's own environment. */
export function browserEnv(): DiagnosticsEnv {
  return {
    fetch: (input, init) => fetch(input, init),
    storage: localStorage,
    now: () => performance.timeOrigin + performance.now(),
    location: window.location,
  };
}

/** The spec's summary line shown under the form. */
export function connectionIssue(message: string): string {
  return `Connection issue: ${message.replace(/\.+$/, '')}. Check console for details.`;
}
