import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  type AuthFields,
  canSubmit,
  emptyFields,
  errorOnLeave,
  errorWhileFixing,
  failureMessage,
  googleFailureFrom,
  NETWORK_MESSAGE,
  pathAfterSignUp,
  registerPayload,
  safeRedirect,
  validate,
} from './authForm';

const good: AuthFields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Analytical#1843',
  acceptedTerms: true,
  acceptedPrivacy: true,
};

describe('validation with the spec messages', () => {
  it('asks for e-mail and password when signing in with an empty form', () => {
    expect(validate('signin', emptyFields)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('does not hold sign-in to the sign-up password rules', () => {
    expect(validate('signin', { ...emptyFields, email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('reports each sign-up mistake with its exact message', () => {
    expect(validate('signup', { ...good, name: '  ' }).name).toBe('Name is required');
    expect(validate('signup', { ...good, email: 'ada@example' }).email).toBe('Email is invalid');
    expect(validate('signup', { ...good, password: 'short' }).password).toBe(
      'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    );
    expect(validate('signup', { ...good, acceptedPrivacy: false }).terms).toBe(
      'You must accept both the Terms of Service and Privacy Policy',
    );
    expect(validate('signup', good)).toEqual({});
  });
});

describe('the sign-up button', () => {
  it('is enabled only when both terms and privacy are ticked, and never while busy', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (terms, privacy, busy) => {
        const fields = { ...good, acceptedTerms: terms, acceptedPrivacy: privacy };
        expect(canSubmit('signup', fields, busy)).toBe(terms && privacy && !busy);
        expect(canSubmit('signin', fields, busy)).toBe(!busy);
      }),
    );
  });
});

describe('the registration payload', () => {
  it('splits the name and uses it as the username', () => {
    expect(registerPayload(good, 'Europe/London')).toEqual({
      email: 'ada@example.com',
      username: 'Ada Lovelace',
      name: 'Ada Lovelace',
      password: 'Analytical#1843',
      firstName: 'Ada',
      lastName: 'Lovelace',
      acceptedTerms: true,
      acceptedPrivacy: true,
      timeZone: 'Europe/London',
    });
  });

  it('falls back to the e-mail local part as the username when the name is blank', () => {
    expect(registerPayload({ ...good, name: ' ', email: ' grace@navy.mil ' }).username).toBe('grace');
  });
});

describe('failure messages', () => {
  it('shows the server’s own words', () => {
    expect(failureMessage('signup', new ApiError(409, 'An account with this email already exists'))).toEqual({
      message: 'An account with this email already exists',
      network: false,
    });
  });

  it('falls back to Registration failed / Login failed when the server says nothing useful', () => {
    expect(failureMessage('signup', new ApiError(500, 'Request failed with status 500')).message).toBe(
      'Registration failed',
    );
    expect(failureMessage('signin', new Error('weird')).message).toBe('Login failed');
  });

  it('treats an unreachable server as a network failure that offers diagnostics', () => {
    expect(failureMessage('signin', new ApiError(0, 'Failed to fetch'))).toEqual({
      message: NETWORK_MESSAGE,
      network: true,
      cause: 'Failed to fetch',
    });
    expect(failureMessage('signin', new TypeError('Failed to fetch')).network).toBe(true);
  });
});

describe('Google failures read from the address', () => {
  it('says Google is not configured when the error mentions Bad Request', () => {
    expect(googleFailureFrom('?auth=failed&error=Bad%20Request%3A%20no%20client')).toBe(
      'Google sign-in is not configured yet. Please use email/password login.',
    );
  });

  it('gives the generic Google message for other errors or none', () => {
    const generic = 'Google sign-in failed. Please try again or use email/password login.';
    for (const code of ['access_denied', 'consent_required', 'server_error', 'temporarily_unavailable'])
      expect(googleFailureFrom(`?auth=failed&error=${code}`)).toBe(generic);
    // Never the text of the address itself.
    expect(googleFailureFrom('?auth=failed&error=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toBe(generic);
    expect(googleFailureFrom('?auth=failed')).toBe(generic);
  });

  it('says nothing when the address carries no failure', () => {
    expect(googleFailureFrom('')).toBeNull();
    expect(googleFailureFrom('?auth=success&token=x')).toBeNull();
  });
});

it('sends a new account to the onboarding flow', () => {
  expect(pathAfterSignUp()).toBe('/onboarding');
});

describe('returning to the page asked for', () => {
  it('goes back to a lesson after sign-in or sign-up', () => {
    expect(safeRedirect('?redirect=%2Flessons%2Ftulip-mania')).toBe('/lessons/tulip-mania');
    expect(safeRedirect('?redirect=/lessons/tulip-mania')).toBe('/lessons/tulip-mania');
    expect(safeRedirect('?redirect=/trade')).toBe('/trade');
  });

  it('never leaves the site or loops back to the auth pages', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/lessons//evil.example',
      '/lessons/x?next=https://evil.example',
      '/login',
      '/signup',
      'lessons/x',
      '',
    ])
      expect(safeRedirect(`?redirect=${encodeURIComponent(bad)}`), bad).toBeNull();
  });

  it('accepts only same-origin app paths, whatever is typed (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const found = safeRedirect(`?${new URLSearchParams({ redirect: value })}`);
        if (found === null) return;
        expect(new URL(found, 'https://thinkstreet.test').origin).toBe('https://thinkstreet.test');
        expect(found.startsWith('/')).toBe(true);
        expect(found.startsWith('//')).toBe(false);
      }),
    );
  });
});

describe('errors as the learner moves through the form', () => {
  it('flags a mistyped e-mail and a weak sign-up password when the field is left', () => {
    const typed = { ...emptyFields, email: 'ada@', password: 'short' };
    expect(errorOnLeave('signup', typed, 'email')).toBe('Email is invalid');
    expect(errorOnLeave('signup', typed, 'password')).toMatch(
      /^Password must contain: at least 8 characters/,
    );
    expect(errorOnLeave('signin', typed, 'password')).toBeUndefined();
  });

  it('does not flag a field that was only tabbed through', () => {
    for (const field of ['name', 'email', 'password'] as const) {
      expect(errorOnLeave('signup', emptyFields, field)).toBeUndefined();
    }
    expect(errorOnLeave('signup', { ...emptyFields, name: '   ' }, 'name')).toBeUndefined();
  });

  it('never flags a valid field on leaving it', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'email', 'password' as const), (field) => {
        expect(errorOnLeave('signup', good, field)).toBeUndefined();
        expect(errorOnLeave('signin', good, field)).toBeUndefined();
      }),
    );
  });

  it('clears a shown error once the value is fixed, and updates it while it is still wrong', () => {
    const shown = 'Email is invalid';
    expect(errorWhileFixing('signup', { ...good, email: 'ada@example' }, 'email', shown)).toBe(shown);
    expect(errorWhileFixing('signup', { ...good, email: '' }, 'email', shown)).toBe('Email is required');
    expect(errorWhileFixing('signup', good, 'email', shown)).toBeUndefined();
    expect(errorWhileFixing('signup', { ...good, email: 'x' }, 'email', undefined)).toBeUndefined();
  });
});
