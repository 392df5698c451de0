import { expect, it } from 'vitest';
import { validationMessage } from './validation-message';

// The issues as fastify-type-provider-zod reports them (keyword is zod's code).
const issue = (instancePath: string, message: string, keyword = 'invalid_type') => ({
  instancePath,
  keyword,
  message,
  params: {},
});

it('says a missing field is required, and what a field of the wrong type must be', () => {
  expect(
    validationMessage([issue('/featureKey', 'Invalid input: expected string, received undefined')]),
  ).toBe('featureKey is required');
  expect(validationMessage([issue('/limit', 'Invalid input: expected number, received NaN')])).toBe(
    'limit must be a number',
  );
  expect(
    validationMessage([issue('/grades/0/cardId', 'Invalid input: expected string, received number')]),
  ).toBe('grades.0.cardId must be text');
  expect(validationMessage([issue('/flag', 'Invalid input: expected boolean, received string')])).toBe(
    'flag must be true or false',
  );
});

it('passes a schema’s own message through, and names the field of any other default message', () => {
  expect(validationMessage([issue('/code', 'Enter the invite code', 'too_small')])).toBe(
    'Enter the invite code',
  );
  expect(validationMessage([issue('/limit', 'Too big: expected number to be <=100', 'too_big')])).toBe(
    'limit: Too big: expected number to be <=100',
  );
  expect(validationMessage([issue('', 'Invalid input: expected object, received array')])).toBe(
    'Invalid input: expected object, received array',
  );
  expect(validationMessage([issue('/conversationId', 'Invalid UUID', 'invalid_format')])).toBe(
    'conversationId: Invalid UUID',
  );
  expect(validationMessage([])).toBe('Invalid request');
});
