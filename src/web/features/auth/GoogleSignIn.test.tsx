import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { OAUTH_BINDING_KEY } from '../../../shared/api/auth';
import { GoogleSignIn, rememberProviders } from './GoogleSignIn';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows no Google button when the server is not configured for Google', async () => {
  rememberProviders({ google: false });
  render(<GoogleSignIn />);
  await act(async () => undefined);
  expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
});

it('shows the button when configured, and leaves for Google carrying the binding kept in this tab', async () => {
  rememberProviders({ google: true });
  const assign = vi.fn();
  const real = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...real, assign } as unknown as Location);
  render(<GoogleSignIn />);
  const link = await screen.findByRole('link', { name: 'Continue with Google' });
  fireEvent.click(link);
  const binding = sessionStorage.getItem(OAUTH_BINDING_KEY);
  expect(binding).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(assign).toHaveBeenCalledWith(`/api/auth/google?binding=${binding}`);
});
