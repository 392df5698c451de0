import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, signOut } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { AuthPage } from './AuthPage';
import { pathAfterSignUp } from './authForm';
import { rememberProviders } from './GoogleSignIn';

beforeEach(() => {
  signOut();
  rememberProviders({ google: true }); // GET /api/auth/providers, answered once per page load
});

async function renderAuth(path: string) {
  const stubs = ['/', '/dashboard', '/onboarding', '/terms', '/privacy', '/lessons/$lessonId'];
  const router = renderAtPath(path, {
    '/login': () => <AuthPage mode="signin" />,
    '/signup': () => <AuthPage mode="signup" />,
    ...Object.fromEntries(stubs.map((p) => [p, stubPage(`at ${p}`)])),
  });
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('the sign-up form', () => {
  it('shows a mistyped e-mail as soon as the field is left, and clears it once it is fixed', async () => {
    await renderAuth('/signup');
    const email = field('Email');
    fireEvent.change(email, { target: { value: 'ada@example' } });
    expect(screen.queryByText('Email is invalid')).toBeNull();
    fireEvent.blur(email);
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText('Email is invalid').id);
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(screen.queryByText('Email is invalid')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a weak password’s error in place of the rules, linked and announced', async () => {
    await renderAuth('/signup');
    const password = field('Password');
    const rules = screen.getByText(/^At least 8 characters with an uppercase/);
    expect(password.getAttribute('aria-describedby')).toBe(rules.id);
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    const error = screen.getByText(
      'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    );
    expect(error.getAttribute('aria-live')).toBe('polite');
    expect(password.getAttribute('aria-describedby')).toBe(error.id);
    // The rules stay in the layout, unseen, so what follows the field does not move.
    expect(rules.className).toContain('invisible');
    expect(rules.parentElement).toBe(error.parentElement);
    fireEvent.change(password, { target: { value: 'Analytical#1843' } });
    expect(error.textContent).toBe('');
    expect(rules.className).not.toContain('invisible');
    expect(password.getAttribute('aria-describedby')).toBe(rules.id);
  });

  it('does not flag fields that were only tabbed through', async () => {
    await renderAuth('/signup');
    for (const label of ['Name', 'Email', 'Password']) fireEvent.blur(field(label));
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('keeps submit disabled until both terms and privacy are ticked', async () => {
    await renderAuth('/signup');
    const submit = screen.getByRole('button', { name: 'Create account' });
    const [terms, privacy] = screen.getAllByRole('checkbox');
    expect(submit).toHaveProperty('disabled', true);
    // Dimmed, with the reason tied to it.
    const hint = screen.getByText('Tick both boxes above to create your account.');
    expect(submit.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.click(terms!);
    expect(submit.getAttribute('aria-describedby')).toContain('terms-error');
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('You must accept both the Terms of Service and Privacy Policy')).toBeTruthy();
    fireEvent.click(privacy!);
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.queryByText('You must accept both the Terms of Service and Privacy Policy')).toBeNull();
  });

  it('shows every client-side mistake without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderAuth('/signup');
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(field('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(
      screen.getByText(
        'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
      ),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // Focus moves to the first field to fix, which names its error.
    expect(document.activeElement).toBe(field('Name'));
    expect(field('Name').getAttribute('aria-describedby')).toBe(screen.getByText('Name is required').id);
  });

  it('refuses a name over 100 characters at the Name field, before anything is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderAuth('/signup');
    const name = field('Name');
    fireEvent.change(name, { target: { value: 'a'.repeat(500) } });
    fireEvent.blur(name);
    const error = screen.getByText('Name must be at most 100 characters');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Analytical#1843' } });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/username/i)).toBeNull();
    fireEvent.change(name, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByText('Name must be at most 100 characters')).toBeNull();
  });

  it('registers, signs in and starts the first lesson', async () => {
    const user = { id: 'u1', firstName: 'Ada', role: 'user' };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ token: 'h.p.s', user, message: 'ok' })));
    vi.stubGlobal('fetch', fetch);
    const router = await renderAuth('/signup');
    fireEvent.change(field('Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Analytical#1843' } });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathAfterSignUp()));
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/register');
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: 'ada@example.com',
      username: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      acceptedTerms: true,
      acceptedPrivacy: true,
    });
    expect(getSession()).toMatchObject({ token: 'h.p.s', isAuthenticated: true });
  });

  it('shows the server’s message when registration is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'An account with this email already exists' }), {
            status: 409,
          }),
      ),
    );
    await renderAuth('/signup');
    fireEvent.change(field('Name'), { target: { value: 'Ada' } });
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Analytical#1843' } });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
  });
});

describe('the sign-in form', () => {
  it('offers diagnostics when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderAuth('/login');
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'whatever' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot connect to server. Please check if the backend is running.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run Diagnostics & Auto-Fix' }));
    expect(
      await screen.findByText('Connection issue: Failed to fetch. Check console for details.'),
    ).toBeTruthy();
    expect(await screen.findByText(/The backend is not responding/)).toBeTruthy();
  });

  it('lets a visitor continue as a guest, offered first on the login page', async () => {
    const router = await renderAuth('/login');
    const choice = screen.getByRole('region', { name: 'Try it without an account' });
    // The guest choice comes before the sign-in form.
    expect(
      choice.compareDocumentPosition(screen.getByRole('form', { name: 'Sign in' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Continue without signing in' })).toHaveLength(1);
    fireEvent.click(within(choice).getByRole('button', { name: 'Continue without signing in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()).toMatchObject({ isGuest: true, isAuthenticated: false });
  });

  it('offers the guest way in once on the sign-up page too, after the form', async () => {
    const router = await renderAuth('/signup');
    const [guest, ...more] = screen.getAllByRole('button', { name: 'Continue without signing in' });
    expect(more).toHaveLength(0);
    expect(
      screen.getByRole('form', { name: 'Sign up' }).compareDocumentPosition(guest!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(guest!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()).toMatchObject({ isGuest: true, isAuthenticated: false });
  });

  it('returns a visitor who followed a lesson link to that lesson after signing in', async () => {
    const user = { id: 'u1', firstName: 'Ada', role: 'user' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token: 'h.p.s', user, message: 'ok' }))),
    );
    const router = await renderAuth('/login?redirect=%2Flessons%2Ftulip-mania');
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Analytical#1843' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/tulip-mania'));
  });

  it('keeps the lesson asked for when the visitor switches to sign-up, and ignores another site', async () => {
    const router = await renderAuth('/login?redirect=%2Flessons%2Ftulip-mania');
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toEqual({ redirect: '/lessons/tulip-mania' });
    cleanup();
    const away = await renderAuth('/login?redirect=https%3A%2F%2Fevil.example');
    fireEvent.click(screen.getByRole('button', { name: 'Continue without signing in' }));
    await waitFor(() => expect(away.state.location.pathname).toBe('/dashboard'));
  });

  it('toggles to sign-up with the link', async () => {
    const router = await renderAuth('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('lets the password be shown and hidden', async () => {
    await renderAuth('/login');
    const password = field('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
