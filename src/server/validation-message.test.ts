import { expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from './validation-message';
import type { SchemaNode } from './validation-schema';

// The issues as fastify-type-provider-zod reports them (keyword is zod's code, params the rest).
const issue = (
  instancePath: string,
  message: string,
  keyword = 'invalid_type',
  params: Record<string, unknown> = {},
) => ({ instancePath, keyword, message, params });

/** The message the server sends for `value` against `schema`, as the error handler builds it. */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const issues = result.error.issues.map(({ path, code, message, ...params }) => ({
    instancePath: `/${path.join('/')}`,
    keyword: code,
    message,
    params,
  }));
  return validationMessage(issues, schema as unknown as SchemaNode);
}

it('says a missing field is required, and what a field of the wrong type must be', () => {
  expect(
    validationMessage([issue('/featureKey', 'Invalid input: expected string, received undefined')]),
  ).toBe('featureKey is required');
  expect(
    validationMessage([
      issue('/limit', 'Invalid input: expected number, received NaN', 'invalid_type', { expected: 'number' }),
    ]),
  ).toBe('limit must be a number');
  expect(
    validationMessage([
      issue('/grades/0/cardId', 'Invalid input: expected string, received number', 'invalid_type', {
        expected: 'string',
      }),
    ]),
  ).toBe('grades.0.cardId must be text');
  expect(messageFor(z.object({ flag: z.boolean() }), { flag: 'yes' })).toBe('flag must be true or false');
});

it('says a number’s bounds in words and never repeats the value sent', () => {
  const shares = z.object({ shares: z.number().int().min(1).max(10_000) });
  for (const value of [Number.NEGATIVE_INFINITY, Number.NaN, 1.5, 0, 20_000]) {
    expect(messageFor(shares, { shares: value })).toBe('shares must be a whole number from 1 to 10,000');
  }
  expect(messageFor(z.object({ price: z.number().positive().max(100) }), { price: -3 })).toBe(
    'price must be a number above 0 and at most 100',
  );
  expect(messageFor(z.object({ n: z.number().int().positive() }), { n: 0 })).toBe(
    'n must be a whole number at least 1',
  );
  expect(messageFor(z.object({ n: z.number().int() }), { n: Number.POSITIVE_INFINITY })).toBe(
    'n must be a whole number',
  );
  expect(messageFor(z.object({ n: z.coerce.number().int().min(1).max(100).default(20) }), { n: 'abc' })).toBe(
    'n must be a whole number from 1 to 100',
  );
});

it('describes texts, lists, options and formats without the text that was sent', () => {
  const long = `<b>${'x'.repeat(500)}`;
  expect(messageFor(z.object({ note: z.string().max(20) }), { note: long })).toBe(
    'note must be at most 20 characters',
  );
  expect(messageFor(z.object({ note: z.string().min(1) }), { note: '' })).toBe('note cannot be empty');
  expect(messageFor(z.object({ ids: z.array(z.string()).max(2) }), { ids: ['a', 'b', 'c'] })).toBe(
    'ids must have at most 2 items',
  );
  expect(messageFor(z.object({ ids: z.array(z.string()).max(1) }), { ids: ['a', 'b'] })).toBe(
    'ids must have at most 1 item',
  );
  expect(messageFor(z.object({ note: z.string().max(1500) }), { note: 'x'.repeat(1501) })).toBe(
    'note must be at most 1,500 characters',
  );
  expect(messageFor(z.object({ side: z.enum(['buy', 'sell']) }), { side: long })).toBe(
    'side must be one of: buy, sell',
  );
  expect(messageFor(z.object({ email: z.email() }), { email: long })).toBe('email must be an email address');
  expect(messageFor(z.object({ id: z.uuid() }), { id: long })).toBe('id must be an id (a UUID)');
  expect(messageFor(z.object({ code: z.string().regex(/^\d+$/) }), { code: long })).toBe(
    'code must be in the expected format',
  );
  expect(messageFor(z.strictObject({ a: z.string(), b: z.number() }), { a: 'x', b: 1, [long]: 1 })).toBe(
    'The request has a field it does not accept (accepted: a, b)',
  );
  // A key the sender chose is not repeated either.
  const metadata = z.object({ metadata: z.record(z.string(), z.string().max(5)) });
  expect(messageFor(metadata, { metadata: { [long]: long } })).toBe(
    'an entry of metadata must be at most 5 characters',
  );
  expect(messageFor(z.object({ qty: z.union([z.number(), z.string().max(4)]) }), { qty: long })).toBe(
    'qty must be at most 4 characters',
  );
});

it('passes a schema’s own message through', () => {
  expect(validationMessage([issue('/code', 'Enter the invite code', 'too_small')])).toBe(
    'Enter the invite code',
  );
  expect(messageFor(z.object({ symbol: z.string().min(1, 'Invalid symbol provided') }), { symbol: '' })).toBe(
    'Invalid symbol provided',
  );
  expect(validationMessage([])).toBe('Invalid request');
});
