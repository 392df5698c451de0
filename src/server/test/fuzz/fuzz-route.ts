import fc from 'fast-check';
import { type Answer, answerProblems, stringsIn } from './answer-checks';
import { type Operation, operationKey, PAGES, seedFor } from './operations';
import { bodyFor, HOSTILE_STRINGS, type Schema, textFor } from './schema-arbitraries';

// One route under fire: fast-check builds requests from the route's own schemas (path, query,
// headers, body, session) and every answer must keep the property of answer-checks.ts.

export type Target = {
  url: string;
  /** The caller's session (a learner with no rights over anyone else), and an administrator's. */
  token: () => string;
  adminToken: () => string;
  /** Another learner's e-mail, id, token and texts: none may reach the caller. */
  secrets: string[];
  /** Another learner's object ids: tried as path parameters. */
  foreignIds: string[];
};

type Auth = 'user' | 'admin' | 'none' | 'forged';
type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };
type Case = {
  auth: Auth;
  path: Record<string, string>;
  encode: boolean;
  query: [string, string][];
  headers: Record<string, string>;
  body: Body;
};

const FORGED = [
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  'not.a.token',
  "' OR 1=1 --",
];

const RAW_BODIES: fc.Arbitrary<Body> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      'null',
      '[]',
      '""',
      '1e999',
      '{"__proto__":{"isAdmin":true}}',
      '\u0000',
      '{"a":1}{"b":2}',
    )
    .map((text): Body => ({ kind: 'raw', text, type: 'application/json' })),
  fc
    .constantFrom('a=1&b=2', '<x/>', 'plain words')
    .map((text): Body => ({ kind: 'raw', text, type: 'text/plain' })),
  fc.constant<Body>({ kind: 'raw', text: '', type: 'application/json' }),
  fc.constant<Body>({ kind: 'raw', text: JSON.stringify({ deep: nest(200) }), type: 'application/json' }),
);

function nest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

function caseFor(op: Operation, target: Target): fc.Arbitrary<Case> {
  const pathParams: Record<string, fc.Arbitrary<string>> = {};
  const queryParams: fc.Arbitrary<[string, string][]>[] = [];
  const headers: Record<string, fc.Arbitrary<string>> = {};
  for (const p of op.params) {
    const text = textFor(p.schema ?? {});
    if (p.in === 'path')
      pathParams[p.name] = target.foreignIds.length
        ? fc.oneof(
            { weight: 4, arbitrary: text },
            { weight: 1, arbitrary: fc.constantFrom(...target.foreignIds) },
          )
        : text;
    if (p.in === 'query')
      queryParams.push(
        fc.oneof(
          fc.constant<[string, string][]>([]),
          text.map((v) => [[p.name, v]] as [string, string][]),
          fc.tuple(text, text).map(
            ([a, b]) =>
              [
                [p.name, a],
                [p.name, b],
              ] as [string, string][],
          ),
        ),
      );
    if (p.in === 'header') headers[p.name] = text.map((v) => v.replace(/[^\x20-\x7e]/g, '').slice(0, 8_000));
  }
  const strayQuery = fc.constantFrom<[string, string][]>(
    [],
    [],
    [['__proto__', 'x']],
    [['limit', '-1']],
    [['unknown', HOSTILE_STRINGS[2] ?? '']],
  );
  const body: fc.Arbitrary<Body> = op.body
    ? fc.oneof(
        { weight: 6, arbitrary: bodyFor(op.body as Schema).map((value): Body => ({ kind: 'json', value })) },
        { weight: 1, arbitrary: RAW_BODIES },
        { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        { weight: 1, arbitrary: RAW_BODIES },
      );
  const auth: fc.Arbitrary<Auth> = op.secured
    ? fc.constantFrom<Auth>('user', 'user', 'user', 'user', 'admin', 'none', 'forged')
    : fc.constantFrom<Auth>('none', 'none', 'user');
  return fc.record({
    auth,
    path: fc.record(pathParams),
    encode: fc.boolean(),
    query: fc.tuple(fc.tuple(...queryParams), strayQuery).map(([qs, stray]) => [...qs.flat(), ...stray]),
    headers: fc.record(headers, { requiredKeys: [] }),
    body,
  }) as fc.Arbitrary<Case>;
}

function urlOf(op: Operation, c: Case): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = c.path[name] ?? '';
    // Half the time the value goes in as typed, so `..`, `%2e` and friends reach the router raw.
    return c.encode
      ? safely(encodeURIComponent, v)
      : safely(encodeURI, v).replace(/[?#]/g, encodeURIComponent);
  });
  const query = new URLSearchParams(c.query).toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** Whether a sent path is an address of this operation's path template. */
export function namesRoute(op: Operation, pathname: string): boolean {
  const pattern = op.path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${pattern}$`).test(pathname);
}

/** A URI coder that leaves what it cannot code (a lone surrogate, a stray %) as the other coder would. */
function safely(code: (v: string) => string, v: string): string {
  try {
    return code(v);
  } catch {
    return code === decodeURIComponent ? v : code(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

export type Finding = { request: string; answer: Answer; problems: string[] };

/** Sends one case; returns what is wrong with its answer (empty when nothing is). */
async function send(op: Operation, c: Case, target: Target): Promise<Finding> {
  const headers: Record<string, string> = { ...c.headers };
  const token =
    c.auth === 'user'
      ? target.token()
      : c.auth === 'admin'
        ? target.adminToken()
        : c.auth === 'forged'
          ? FORGED[c.query.length % FORGED.length]
          : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (c.body.kind === 'json') {
    payload = JSON.stringify(c.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (c.body.kind === 'raw') {
    payload = c.body.text;
    headers['content-type'] = c.body.type;
  }
  const path = urlOf(op, c);
  const request = `${op.method} ${path} auth=${c.auth} body=${(payload ?? '').slice(0, 300)}`;
  const res = await fetch(`${target.url}${path}`, {
    method: op.method,
    headers,
    body: op.method === 'GET' || op.method === 'HEAD' ? undefined : payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const contentType = res.headers.get('content-type') ?? '';
  let text: string;
  if (contentType.includes('text/event-stream')) {
    // A live stream: its status and headers are the answer; the stream itself is closed at once.
    await res.body?.cancel();
    text = '';
  } else text = await res.text();
  const sent = [...Object.values(c.path), ...c.query.flat(), ...Object.values(c.headers)];
  if (c.body.kind === 'json') sent.push(...stringsIn(c.body.value));
  if (c.body.kind === 'raw') sent.push(c.body.text);
  for (const s of [...sent])
    sent.push(
      JSON.stringify(s).slice(1, -1),
      safely(encodeURIComponent, s),
      safely(encodeURI, s),
      safely(decodeURIComponent, s),
    );
  const answer = { status: res.status, contentType, text };
  // A raw `..` in a path value is resolved by the URL parser before it is sent
  // (`/api/competitions/../../etc/passwd/classroom` goes out as `/etc/passwd/classroom`): the request
  // then names another address, which may rightly answer without a session (the app's page).
  const named = new URL(path, target.url).pathname;
  const secured = op.secured && (c.auth === 'none' || c.auth === 'forged') && namesRoute(op, named);
  // Administrators see other learners on the admin routes by design; everywhere else they are learners.
  const secrets = c.auth === 'admin' && op.path.startsWith('/api/admin/') ? [] : target.secrets;
  return {
    request,
    answer,
    problems: answerProblems(answer, {
      secrets,
      sent,
      unauthenticated: secured,
      head: op.method === 'HEAD',
      page: operationKey(op) in PAGES,
    }),
  };
}

/** Runs `runs` seeded cases against one route; throws with the smallest failing request if one breaks the property. */
export async function fuzzRoute(
  op: Operation,
  target: Target,
  options: { runs: number; seed: number; onAnswer?: (status: number) => void },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(caseFor(op, target), async (c) => {
      const finding = await send(op, c, target);
      options.onAnswer?.(finding.answer.status);
      if (finding.problems.length)
        throw new Error(
          `${finding.problems.join('; ')}\n  request: ${finding.request}\n  answer: ${finding.answer.status} ${finding.answer.text.slice(0, 500)}`,
        );
    }),
    { numRuns: options.runs, seed: seedFor(options.seed, op), endOnFailure: true },
  );
}
