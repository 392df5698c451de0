import { countText } from '../core/words';
import { describeField, fieldName, type SchemaNode } from './validation-schema';

type ValidationIssue = {
  instancePath?: string;
  /** zod's issue code (invalid_type, too_big…), as fastify-type-provider-zod reports it. */
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/**
 * zod's own English messages. They say "received -Infinity", "Unrecognized key: "<what was sent>"",
 * "must match pattern /…/": any of them is rewritten in words from the issue and the schema, and
 * never repeats what was sent. A schema's own message ('Enter the invite code') passes through.
 */
const defaultMessage =
  /^(Invalid (input|option|string|number|discriminator|key|element|value|email address|UUID|GUID|URL|ISO|emoji|base64|hex|JWT|IPv|MAC|CIDR|E\.164|nanoid|cuid|ulid|xid|ksuid|date|time|hostname|hash)|Too (big|small)|Unrecognized keys?)/;

/** What a field of each JSON type must be, in words. */
const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

const FORMAT: Record<string, string> = {
  email: 'an email address',
  uuid: 'an id (a UUID)',
  guid: 'an id (a UUID)',
  url: 'a web address',
  date: 'a date as YYYY-MM-DD',
  datetime: 'a date and time (ISO 8601, such as 2026-03-02T15:00:00Z)',
  time: 'a time as HH:MM',
};

const count = (n: unknown, one: string, many: string) =>
  countText(Number(n), one, many, (k) => k.toLocaleString('en-US'));
const num = (n: unknown) =>
  typeof n === 'number' ? n.toLocaleString('en-US', { maximumFractionDigits: 6 }) : String(n);
const listed = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

type BranchIssue = { code?: string; path?: unknown[]; expected?: string };

/** "a number or text": the type each branch of a union wanted (zod lists them when none matched). */
function branchKinds(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const kinds = (errors as BranchIssue[][]).map((branch) => {
    const issue = Array.isArray(branch) ? branch[0] : undefined;
    const flat = issue?.code === 'invalid_type' && (issue.path?.length ?? 0) === 0;
    return flat ? KIND[issue.expected ?? ''] : undefined;
  });
  return kinds.every(Boolean) ? kinds.join(' or ') : undefined;
}

/**
 * One readable sentence from a zod validation failure, in words a learner understands: what the
 * field must be, never the value that was sent. `schema` is the route's schema for the part that
 * failed (body, querystring…), read for the field's bounds ("a whole number from 1 to 10,000").
 */
export function validationMessage(issues: readonly ValidationIssue[], schema?: SchemaNode): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const message = first.message ?? 'Invalid request';
  if (!defaultMessage.test(message)) return message;
  const path = first.instancePath?.replace(/^\//, '').split('/').filter(Boolean) ?? [];
  const field = fieldName(schema, path);
  const name = field || 'The request';
  const p = first.params ?? {};
  const described = describeField(schema, path);
  switch (first.keyword) {
    case 'invalid_type': {
      const expected = String(p.expected ?? '');
      if (!field && expected === 'object') return 'The request body must be a JSON object';
      if (/received undefined$/.test(message)) return `${name} is required`;
      const kind = described ?? KIND[expected];
      return kind ? `${name} must be ${kind}` : `${name} has the wrong type`;
    }
    case 'too_big':
    case 'too_small': {
      const big = first.keyword === 'too_big';
      const origin = String(p.origin ?? '');
      const bound = big ? p.maximum : p.minimum;
      if (origin === 'string') {
        if (!big && bound === 1) return `${name} cannot be empty`;
        return `${name} must be ${big ? 'at most' : 'at least'} ${count(bound, 'character', 'characters')}`;
      }
      if (origin === 'array' || origin === 'set') {
        if (!big && bound === 1) return `${name} needs at least one item`;
        return `${name} must have ${big ? 'at most' : 'at least'} ${count(bound, 'item', 'items')}`;
      }
      if (described) return `${name} must be ${described}`;
      const side = big ? (p.inclusive ? 'at most' : 'below') : p.inclusive ? 'at least' : 'above';
      return `${name} must be ${side} ${num(bound)}`;
    }
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values : [];
      if (values.length === 1) return `${name} must be ${String(values[0])}`;
      return values.length > 0
        ? `${name} must be one of: ${listed(values)}`
        : `${name} is not an accepted value`;
    }
    case 'invalid_union': {
      const options = Array.isArray(p.options) ? p.options : [];
      if (options.length > 0) return `${name} must be one of: ${listed(options)}`;
      const kinds = branchKinds(p.errors);
      return kinds ? `${name} must be ${kinds}` : `${name} does not match any accepted form`;
    }
    case 'invalid_format': {
      const format = String(p.format ?? '');
      return `${name} must be ${FORMAT[format] ?? 'in the expected format'}`;
    }
    case 'not_multiple_of':
      return `${name} must be a multiple of ${num(p.divisor)}`;
    case 'unrecognized_keys': {
      const accepted = describeField(schema, path, 'keys');
      return `${field ? `${field} has` : 'The request has'} a field it does not accept${accepted ? ` (accepted: ${accepted})` : ''}`;
    }
    case 'invalid_key':
      return `${name} has a key it does not accept`;
    case 'invalid_element':
      return `${name} has an item it does not accept`;
    default:
      return `${name} is not valid`;
  }
}
