import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstError, passwordProblems, usernameFor, validateSignIn, validateSignUp } from './credentials';

const good = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'Str0ng!pass',
  acceptedTerms: true,
  acceptedPrivacy: true,
};

describe('sign-in rules', () => {
  it('requires an email and a password with the spec messages', () => {
    expect(validateSignIn({})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('rejects an email that is not x@y.z', () => {
    for (const email of ['ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) {
      expect(validateSignIn({ email, password: 'x' }).email).toBe('Email is invalid');
    }
  });
  it('accepts a plain address and does not judge the password strength at sign-in', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('sign-up rules', () => {
  it('accepts a complete, strong sign-up', () => {
    expect(validateSignUp(good)).toEqual({});
  });
  it('requires a name', () => {
    expect(validateSignUp({ ...good, name: '  ' }).name).toBe('Name is required');
  });
  it('lists every missing password part in the spec order', () => {
    expect(validateSignUp({ ...good, password: 'abc' }).password).toBe(
      'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    );
    expect(passwordProblems('ABCDEFGH')).toEqual([
      'one lowercase letter',
      'one number',
      'one special character',
    ]);
  });
  it('needs both the terms and the privacy policy accepted', () => {
    const message = 'You must accept both the Terms of Service and Privacy Policy';
    expect(validateSignUp({ ...good, acceptedTerms: false }).terms).toBe(message);
    expect(validateSignUp({ ...good, acceptedPrivacy: false }).terms).toBe(message);
  });
  it('reports the first problem in form order', () => {
    expect(firstError(validateSignUp({ email: 'bad', password: 'Str0ng!pass' }))).toBe('Name is required');
  });
  it('allows long passphrases of 64 characters and more', () => {
    expect(validateSignUp({ ...good, password: `Aa1!${'x'.repeat(80)}` })).toEqual({});
  });
  it('finds no problem exactly when a password has all five parts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        const complete =
          password.length >= 8 &&
          /[A-Z]/.test(password) &&
          /[a-z]/.test(password) &&
          /[0-9]/.test(password) &&
          /[^A-Za-z0-9]/.test(password);
        expect(passwordProblems(password).length === 0).toBe(complete);
      }),
    );
  });
});

describe('username', () => {
  it('is the name, or the part of the email before the @', () => {
    expect(usernameFor(' Ada ', 'x@y.z')).toBe('Ada');
    expect(usernameFor(undefined, 'grace.hopper@navy.mil')).toBe('grace.hopper');
  });
});
