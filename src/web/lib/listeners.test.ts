import { expect, it } from 'vitest';
import { listenerSet } from './listeners';

it('calls each subscribed listener on notify, until it unsubscribes', () => {
  const { subscribe, notify } = listenerSet();
  const calls: string[] = [];
  const stopA = subscribe(() => calls.push('a'));
  subscribe(() => calls.push('b'));
  notify();
  stopA();
  notify();
  expect(calls).toEqual(['a', 'b', 'b']);
});
