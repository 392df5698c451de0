import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_REFUSED,
  RESET_REQUESTED,
  SAME_PASSWORD,
} from '../../../shared/api/auth';
import { getSession, signIn, signOut } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { AuthPage } from './AuthPage';
import { rememberProviders } from './GoogleSignIn';
import { ForgotPasswordPage, PASSWORDS_DIFFER, ResetPasswordPage } from './PasswordResetPages';

beforeEach(() => {
  sessionStorage.clear();
  signOut();
  window.history.replaceState(null, '', '/');
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function open(path: string) {
  renderAtPath(path, {
    '/forgot-password': ForgotPasswordPage,
    '/reset-password': ResetPasswordPage,
    '/login': stubPage('at /login'),
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('the forgot-password page', () => {
  it('asks for the address, sends it, and shows the neutral confirmation with a way back', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((r) => (release = r)));
    vi.stubGlobal('fetch', fetch);
    await open('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.change(field('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/forgot-password');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com' });

    release(json({ message: RESET_REQUESTED }, 202));
    expect((await screen.findByRole('status')).textContent).toContain(RESET_REQUESTED);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a mistyped address at the field, focused, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await open('/forgot-password');
    fireEvent.change(field('Email'), { target: { value: 'ada@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('announces a refusal (too many requests) as an alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'Too many attempts. Please wait a few minutes and try again.' }, 429)),
    );
    await open('/forgot-password');
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('the reset-password page', () => {
  it('takes the key out of the address bar, sets the new password and offers to sign in', async () => {
    window.history.replaceState(null, '', '/reset-password?token=the-key');
    signIn('old.session.token', { id: 'u1', firstName: 'Ada' } as never);
    const fetch = vi.fn(async () => json({ message: PASSWORD_RESET_DONE }));
    vi.stubGlobal('fetch', fetch);
    await open('/reset-password?token=the-key');
    expect(window.location.search).toBe('');

    fireEvent.change(field('New password'), { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_DONE);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'the-key', password: 'Brand-new#Passw0rd' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    // The old session ended on the server; this device forgets it too.
    expect(getSession().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('passwordResetToken')).toBeNull();
  });

  it('checks the password with the sign-up rules and the confirmation before sending', async () => {
    window.history.replaceState(null, '', '/reset-password?token=k');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await open('/reset-password?token=k');
    const password = field('New password');
    fireEvent.change(password, { target: { value: 'abc' } });
    fireEvent.blur(password);
    const error = screen.getByText(/^Password must contain: at least 8 characters/);
    expect(password.getAttribute('aria-describedby')).toContain(error.id);

    fireEvent.change(password, { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Brand-new#Passw0rX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(document.activeElement).toBe(field('Confirm new password'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says an expired or used link cannot be used, with a way to ask for a new one', async () => {
    window.history.replaceState(null, '', '/reset-password?token=old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: RESET_LINK_REFUSED }, 400)),
    );
    await open('/reset-password?token=old');
    fireEvent.change(field('New password'), { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_LINK_REFUSED);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link cannot be used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows the server’s password refusal at the field, keeping the link', async () => {
    window.history.replaceState(null, '', '/reset-password?token=k2');
    const common = 'This password is too common and easy to guess. Please choose a less predictable one.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: common }, 400)),
    );
    await open('/reset-password?token=k2');
    fireEvent.change(field('New password'), { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByText(common)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeTruthy();
  });

  it('shows the current password refused at the field, keeps the link and lets another be set with it', async () => {
    window.history.replaceState(null, '', '/reset-password?token=k3');
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      JSON.parse(init.body as string).password === 'Old-one#Passw0rd'
        ? json({ error: SAME_PASSWORD }, 400)
        : json({ message: PASSWORD_RESET_DONE }),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/reset-password?token=k3');
    const password = field('New password');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    fireEvent.change(password, { target: { value: 'Old-one#Passw0rd' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Old-one#Passw0rd' } });
    submit();

    const error = await screen.findByText(SAME_PASSWORD);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(password);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
    expect(sessionStorage.getItem('passwordResetToken')).toBe('k3');
    // Leaving the field keeps the message; typing the same password again is refused without asking.
    fireEvent.blur(password);
    expect(screen.getByText(SAME_PASSWORD)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Brand-new#Passw0rd' } });
    expect(screen.queryByText(SAME_PASSWORD)).toBeNull();
    fireEvent.change(password, { target: { value: 'Old-one#Passw0rd' } });
    submit();
    expect(screen.getByText(SAME_PASSWORD)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    fireEvent.change(password, { target: { value: 'Brand-new#Passw0rd' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Brand-new#Passw0rd' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_DONE);
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ token: 'k3', password: 'Brand-new#Passw0rd' });
  });

  it('explains a link without its key', async () => {
    await open('/reset-password');
    expect(screen.getByRole('alert').textContent).toContain('This password reset link is incomplete');
  });
});

describe('the sign-in screen', () => {
  it('links to the forgot-password page in sign-in mode only', async () => {
    rememberProviders({ google: false });
    renderAtPath('/login', {
      '/login': () => <AuthPage mode="signin" />,
      '/signup': () => <AuthPage mode="signup" />,
      '/forgot-password': ForgotPasswordPage,
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    cleanup();
    renderAtPath('/signup', { '/signup': () => <AuthPage mode="signup" /> });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });
});
