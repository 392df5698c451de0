import type { FastifyServerOptions } from 'fastify';

// What the server writes to its log, and what it never writes: passwords, password hashes, tokens
// (session tokens, one-time codes, verification links' keys), authorization headers, cookies and
// e-mail addresses. Pino's redaction removes the known fields; every line is then scrubbed as text, so
// a secret that reaches the log some other way (an error's message, a database error's parameters, a
// URL) is removed too. The one exception is the `operatorLink` field, which carries the e-mail
// verification link for the operator when no mail server is configured (docs/security.md).

/** The field whose value is written as is: the verification link shown to the operator. */
export const OPERATOR_LINK_FIELD = 'operatorLink';

const SECRET_KEY =
  /^(password|passwordhash|password_hash|currentpassword|newpassword|token|idtoken|id_token|accesstoken|access_token|refreshtoken|code|binding|secret|authorization|cookie|set-cookie|jwt|key)$/i;
const EMAIL = /[^\s@"<>()[\],;:\\]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const ARGON = /\$argon2(?:id|i|d)\$[^\s"',)]*/g;
const BEARER = /\b(Bearer|Basic)\s+[^\s"',]+/gi;
const QUERY_SECRET = /([?&;](?:token|code|binding|key|state|id_token|access_token|password)=)[^&#\s"']*/gi;

/** The text with every secret the log must not carry replaced by a marker. */
export function scrubText(text: string): string {
  return text
    .replace(ARGON, '[hash]')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [redacted]')
    .replace(QUERY_SECRET, '$1[redacted]')
    .replace(EMAIL, '[email]');
}

/** A copy of a parsed log line with secret fields and secret text removed. */
export function scrubValue(value: unknown, key = ''): unknown {
  if (key === OPERATOR_LINK_FIELD) return value;
  if (typeof value === 'string') return SECRET_KEY.test(key) ? '[redacted]' : scrubText(value);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SECRET_KEY.test(k) && v !== null && typeof v !== 'boolean' ? '[redacted]' : scrubValue(v, k);
    }
    return out;
  }
  return value;
}

/** One line of pino output (JSON and a newline) with its secrets removed. */
export function scrubLine(line: string): string {
  try {
    return `${JSON.stringify(scrubValue(JSON.parse(line)))}\n`;
  } catch {
    return scrubText(line);
  }
}

export type LogSink = { write(line: string): unknown };

/** Fastify's logger: level, redaction, a request serializer without headers or secrets in the URL. */
export function loggerOptions(level: string, sink: LogSink = process.stdout): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'password',
        'passwordHash',
        'currentPassword',
        'newPassword',
        'token',
        'code',
        'binding',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return {
          method: request.method,
          url: scrubText(request.url ?? ''),
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        };
      },
    },
    stream: { write: (line: string) => sink.write(scrubLine(line)) },
  };
}
