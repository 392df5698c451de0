import fc from 'fast-check';

// fast-check arbitraries read from the JSON schemas of the OpenAPI document: values the schema
// accepts, values on and just past each of its edges, and values of every wrong shape.

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** Strings an attacker tries first: injections, traversal, encodings, control and odd Unicode. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(1)',
  '"\\',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//',
  '%00',
  '\u0000',
  '\u202E\u200B\uFEFF',
  '<script>alert(1)</script>',
  '{{7*7}}$' + '{7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\uD800',
  '😀'.repeat(40),
  'A'.repeat(10_001),
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  1e-320,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
];

/** A value of no particular shape, deep enough to reach nested validation. */
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]]),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}')),
);

const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** The values on and just past each edge the schema draws, plus near misses of its enums. */
export function boundaryValues(s: Schema): unknown[] {
  const out: unknown[] = [];
  if (s.nullable) out.push(null);
  if (s.enum) {
    out.push(...s.enum);
    for (const v of s.enum)
      if (typeof v === 'string') out.push(v.toUpperCase(), ` ${v}`, `${v}\u0000`, v.slice(0, -1));
  }
  if (s.const !== undefined) out.push(s.const);
  for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    out.push(...boundaryValues(sub));
  const t = types(s);
  if (t.includes('string')) {
    const min = s.minLength ?? 0;
    out.push('', 'a'.repeat(min));
    if (min > 0) out.push('a'.repeat(min - 1), ' '.repeat(min));
    if (s.maxLength !== undefined && s.maxLength <= 200_000)
      out.push('a'.repeat(s.maxLength), 'a'.repeat(s.maxLength + 1), '😀'.repeat(s.maxLength));
    if (s.format === 'uuid')
      out.push('00000000-0000-0000-0000-000000000000', '123e4567-e89b-42d3-a456-426614174000', 'not-a-uuid');
    if (s.format === 'email')
      out.push('a@b', 'A@EXAMPLE.COM', `${'a'.repeat(250)}@example.com`, '@', 'a@@b.c');
    if (s.format === 'date-time' || s.format === 'date')
      out.push('2026-02-30', '1970-01-01T00:00:00Z', '9999-12-31');
  }
  if (t.includes('number') || t.includes('integer')) {
    const lo = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
    const hi = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
    if (lo !== undefined) out.push(lo, lo - 1, lo + 1, lo - 0.5);
    if (hi !== undefined) out.push(hi, hi + 1, hi - 1, hi + 0.5);
    out.push(0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, -1e308);
  }
  if (t.includes('array')) {
    const item = s.items ? sample(s.items) : 1;
    out.push([], [null]);
    if (s.minItems) out.push(Array(s.minItems - 1).fill(item));
    if (s.maxItems !== undefined && s.maxItems <= 10_000) out.push(Array(s.maxItems + 1).fill(item));
    else out.push(Array(2_000).fill(item));
  }
  if (t.includes('boolean')) out.push(true, false, 'true', 0, 1);
  if (t.includes('object') && s.properties) out.push({}, sample(s));
  return out;
}

/** One plain value the schema most likely accepts (used to fill arrays and objects cheaply). */
function sample(s: Schema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const sub = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (sub) return sample(sub);
  const t = types(s)[0];
  if (t === 'string')
    return s.format === 'uuid' ? '123e4567-e89b-42d3-a456-426614174000' : 'a'.repeat(s.minLength ?? 1);
  if (t === 'number' || t === 'integer') return s.minimum ?? 1;
  if (t === 'boolean') return true;
  if (t === 'array') return s.items ? [sample(s.items)] : [];
  if (t === 'object') {
    const o: Record<string, unknown> = {};
    for (const key of s.required ?? []) {
      const p = s.properties?.[key];
      if (p) o[key] = sample(p);
    }
    return o;
  }
  return null;
}

/** Values the schema most likely accepts, so a case also reaches the code behind validation. */
export function validish(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const subs = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (subs.length) return fc.oneof(...subs.map((x) => validish(x, depth)));
  if (s.allOf?.length) return validish(s.allOf[0] as Schema, depth);
  const t = types(s).filter((x) => x !== 'null');
  if (t.length > 1) return fc.oneof(...t.map((x) => validish({ ...s, type: x }, depth)));
  switch (t[0]) {
    case 'string':
      return validString(s);
    case 'integer':
      return fc.integer({ min: bound(s.minimum, -1e6), max: bound(s.maximum, 1e6) });
    case 'number':
      return fc.double({ min: bound(s.minimum, -1e6), max: bound(s.maximum, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = s.items && depth < 4 ? validish(s.items, depth + 1) : fc.constant(1);
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 5, 5)) });
    }
    case 'object':
      return depth < 4 ? objectOf(s, depth + 1, validish) : fc.constant({});
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function bound(v: number | undefined, fallback: number): number {
  if (v === undefined) return fallback;
  return Math.max(-1e12, Math.min(1e12, v));
}

function validString(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => fits(s, x));
    } catch {
      // A pattern fast-check cannot invert: fall through to plain strings.
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 24, 24));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom('AAPL', 'MSFT', 'buy', 'sell', 'limit', 'beginner', 'day', 'week')
      .filter((x) => fits(s, x)),
  );
}

const fits = (s: Schema, x: string) =>
  x.length >= (s.minLength ?? 0) && x.length <= (s.maxLength ?? Infinity);

/** An object of the schema's properties, each valid, on an edge or of a wrong shape. */
function objectOf(
  s: Schema,
  depth: number,
  inner: (s: Schema, depth: number) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) record[key] = inner(props[key] as Schema, depth);
  return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

/** Mostly valid, often on an edge, sometimes of a wrong shape: at every depth. */
export function anyValue(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  const edges = boundaryValues(s);
  const t = types(s);
  const nested =
    depth < 3 && t.includes('object') && s.properties
      ? objectOf(s, depth + 1, anyValue)
      : depth < 3 && t.includes('array') && s.items
        ? fc.array(anyValue(s.items, depth + 1), { maxLength: 4 })
        : validish(s, depth);
  return fc.oneof(
    { weight: 4, arbitrary: nested },
    ...(edges.length ? [{ weight: 3, arbitrary: fc.constantFrom(...edges) }] : []),
    { weight: 2, arbitrary: wrongShape },
  );
}

/** A body for the schema: an object with some fields dropped, extra or hostile, or not an object at all. */
export function bodyFor(s: Schema): fc.Arbitrary<unknown> {
  const shaped = anyValue(s);
  const withExtras = shaped.chain((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? fc
          .record({
            key: fc.constantFrom('role', 'userId', 'id', 'xp', 'isAdmin', '__proto__', 'constructor'),
            v: wrongShape,
          })
          .map(({ key, v }) => ({ ...(value as object), [key]: v }))
      : fc.constant(value),
  );
  // Valid in every field but one: the case that reaches the code behind validation, where defects hide.
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const oneBroken = keys.length
    ? fc
        .tuple(validish(s), fc.constantFrom(...keys))
        .chain(([value, key]) =>
          anyValue(props[key] as Schema).map((v) =>
            value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: v } : value,
          ),
        )
    : shaped;
  return fc.oneof(
    { weight: 3, arbitrary: validish(s) },
    { weight: 3, arbitrary: oneBroken },
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: withExtras },
    { weight: 1, arbitrary: wrongShape },
  );
}

/** A query or path value as text: what a URL carries. */
export function textFor(s: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: anyValue(s).map(asText) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((x) => x.length < 5_000)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );
}

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  try {
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  } catch {
    return '';
  }
}
