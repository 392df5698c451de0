import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { signIn } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { PRO_FEATURES, SubscriptionModal } from './SubscriptionModal';

// The Pro dialog while the app is free in beta (spec: the purchase flow is not shown): it says so,
// lists what Pro will include, asks the billing as a preference with prices not set, writes "email".

beforeEach(() => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
});

it('says Pro is free while in beta, what it will include, and records interest without a price', async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Noted' }), { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  renderAtPath('/p', {
    '/p': () => <SubscriptionModal open onOpenChange={() => {}} email="ada@example.com" />,
  });
  const dialog = await screen.findByRole('dialog', { name: 'ThinkStreet Pro' });
  expect(dialog.textContent).toContain('Free while in beta');
  for (const f of PRO_FEATURES) expect(dialog.textContent).toContain(f);
  expect(dialog.textContent).toContain('Its prices are not set yet.');
  expect(dialog.textContent).not.toMatch(/e-mail/);
  expect(screen.getByRole('group', { name: /would you rather pay monthly or yearly/ })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Student email/), { target: { value: 'ada@uni.edu' } });
  fireEvent.click(screen.getByRole('button', { name: 'I’m interested' }));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toContain('/api/profile/pro-interest');
  expect(JSON.parse(String(init.body))).toEqual({ billing: 'yearly', studentEmail: 'ada@uni.edu' });
});
