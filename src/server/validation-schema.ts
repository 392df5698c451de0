// Reads a route's zod schema at the path of a failed field, to say what the field must be in words:
// "a whole number from 1 to 10,000" rather than zod's "expected number, received -Infinity".

type Def = {
  type?: string;
  shape?: Record<string, SchemaNode>;
  element?: SchemaNode;
  innerType?: SchemaNode;
  in?: SchemaNode;
  checks?: { _zod: { def: Check } }[];
};
type Check = { check?: string; format?: string; value?: unknown; inclusive?: boolean };
/** A zod schema, as far as this file reads it. */
export type SchemaNode = { _zod?: { def?: Def } } | undefined;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const SAFE = Number.MAX_SAFE_INTEGER;

function unwrap(node: SchemaNode): SchemaNode {
  let current = node;
  for (let i = 0; i < 10; i++) {
    const def = current?._zod?.def;
    if (def?.type && WRAPPERS.has(def.type)) current = def.innerType;
    else if (def?.type === 'pipe') current = def.in;
    else break;
  }
  return current;
}

function at(schema: SchemaNode, path: readonly string[]): SchemaNode {
  let node = unwrap(schema);
  for (const key of path) {
    const def = node?._zod?.def;
    if (def?.type === 'object') node = unwrap(def.shape?.[key]);
    else if (def?.type === 'array' && /^\d+$/.test(key)) node = unwrap(def.element);
    else return undefined;
  }
  return node;
}

/**
 * The name of the field at `path`, as far as the schema declares it: a key the sender chose (a
 * record's key, an unknown field) is never repeated, so "metadata.<key>" reads "an entry of metadata".
 * Without a schema the path is used as it is.
 */
export function fieldName(schema: SchemaNode, path: readonly string[]): string {
  if (!schema) return path.join('.');
  let node = unwrap(schema);
  const named: string[] = [];
  for (const key of path) {
    const def = node?._zod?.def;
    if (def?.type === 'object' && def.shape && Object.hasOwn(def.shape, key)) node = unwrap(def.shape[key]);
    else if (def?.type === 'array' && /^\d+$/.test(key)) node = unwrap(def.element);
    else return named.length > 0 ? `an entry of ${named.join('.')}` : 'an entry';
    named.push(key);
  }
  return named.join('.');
}

const words = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** "a whole number from 1 to 10,000", "a number above 0 and at most 10,000", "a number". */
function numberWords(def: Def): string {
  let whole = false;
  let min: { value: number; inclusive: boolean } | undefined;
  let max: { value: number; inclusive: boolean } | undefined;
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) whole = true;
    if (c.check === 'greater_than' && typeof c.value === 'number')
      min = { value: c.value, inclusive: c.inclusive ?? true };
    if (c.check === 'less_than' && typeof c.value === 'number')
      max = { value: c.value, inclusive: c.inclusive ?? true };
  }
  // A whole number above 0 is one from 1.
  if (whole && min && !min.inclusive && Number.isInteger(min.value))
    min = { value: min.value + 1, inclusive: true };
  if (whole && max && !max.inclusive && Number.isInteger(max.value))
    max = { value: max.value - 1, inclusive: true };
  if (min && Math.abs(min.value) >= SAFE) min = undefined;
  if (max && Math.abs(max.value) >= SAFE) max = undefined;
  const kind = whole ? 'a whole number' : 'a number';
  if (min?.inclusive && max?.inclusive) return `${kind} from ${words(min.value)} to ${words(max.value)}`;
  const parts = [
    min && `${min.inclusive ? 'at least' : 'above'} ${words(min.value)}`,
    max && `${max.inclusive ? 'at most' : 'below'} ${words(max.value)}`,
  ].filter(Boolean);
  return parts.length > 0 ? `${kind} ${parts.join(' and ')}` : kind;
}

/**
 * What the field at `path` of `schema` must be, in words (numbers only: their bounds), or, with
 * `keys`, the fields an object there accepts. Undefined when the schema says nothing more.
 */
export function describeField(
  schema: SchemaNode,
  path: readonly string[],
  what: 'value' | 'keys' = 'value',
): string | undefined {
  const def = at(schema, path)?._zod?.def;
  if (!def) return undefined;
  if (what === 'keys') return def.type === 'object' ? Object.keys(def.shape ?? {}).join(', ') : undefined;
  return def.type === 'number' ? numberWords(def) : undefined;
}
