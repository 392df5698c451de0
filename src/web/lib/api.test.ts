import { expect, it } from 'vitest';
import { ApiError, NO_CONNECTION, SERVER_TROUBLE, userMessage } from './api';

it('shows a refusal the server phrased on purpose as it is', () => {
  expect(userMessage(new ApiError(400, 'No position found for AAPL'))).toBe('No position found for AAPL');
});

it('never shows a crashed server’s own text, nor a bare status line', () => {
  expect(userMessage(new ApiError(500, 'boom'))).toBe(SERVER_TROUBLE);
  expect(userMessage(new ApiError(502, 'upstream exploded'))).toBe(SERVER_TROUBLE);
  expect(userMessage(new ApiError(404, 'Request failed with status 404'))).toBe(SERVER_TROUBLE);
  expect(userMessage(new TypeError('x is undefined'))).toBe(SERVER_TROUBLE);
  expect(userMessage('boom', 'Could not save')).toBe('Could not save');
});

it('says a lost connection is a lost connection', () => {
  expect(userMessage(new ApiError(0, 'Failed to fetch'))).toBe(NO_CONNECTION);
});
