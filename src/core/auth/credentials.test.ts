import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  COMMON_PASSWORD,
  firstError,
  isCommonPassword,
  newPasswordError,
  passwordProblems,
  usernameError,
  usernameFor,
  usernameKey,
  validateSignIn,
  validateSignUp,
} from './credentials';

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
  it('bounds the name at 100 characters, with a message about the Name field', () => {
    expect(validateSignUp({ ...good, name: 'a'.repeat(100) }).name).toBeUndefined();
    expect(validateSignUp({ ...good, name: ` ${'a'.repeat(100)} ` }).name).toBeUndefined();
    expect(validateSignUp({ ...good, name: 'a'.repeat(101) }).name).toBe(
      'Name must be at most 100 characters',
    );
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

describe('a new password (change, reset)', () => {
  it('is judged exactly as a sign-up password is, message for message', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 140 }), fc.constantFrom('Password1!', 'P@ssw0rd')),
        (password) => {
          expect(newPasswordError(password)).toBe(validateSignUp({ ...good, password }).password);
        },
      ),
    );
  });
  it('names what is missing in the spec words, and asks for one when empty', () => {
    expect(newPasswordError('short')).toBe(
      'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    );
    expect(newPasswordError('')).toBe('Password is required');
    expect(newPasswordError(`Aa1!${'x'.repeat(130)}`)).toBe('Password must be at most 128 characters');
    expect(newPasswordError('Fresh#Ledger42')).toBeUndefined();
  });
});

describe('username', () => {
  it('is the name, or the part of the email before the @', () => {
    expect(usernameFor(' Ada ', 'x@y.z')).toBe('Ada');
    expect(usernameFor(undefined, 'grace.hopper@navy.mil')).toBe('grace.hopper');
  });
});

describe('common passwords', () => {
  it('refuses well-known passwords that pass the composition rules, with a clear message', () => {
    for (const password of [
      'Password1!',
      'P@ssw0rd',
      'Passw0rd!',
      'Summer2024!',
      'Qwerty123!',
      'Welcome1!',
      'Aa123456!',
      'Abc12345!',
      'Aaaaaaa1!',
      'Thinkstreet1!',
      '1Q2w3e4r!',
    ])
      expect(validateSignUp({ ...good, password }).password).toBe(COMMON_PASSWORD);
  });
  it('keeps the composition message first for a password that also misses parts', () => {
    expect(validateSignUp({ ...good, password: 'password' }).password).toMatch(/^Password must contain:/);
  });
  it('accepts unusual passwords and passphrases', () => {
    for (const password of ['Monkey#Banana77', 'Tr0ub4dor&3', 'Correct-Horse-Battery-9', 'Str0ng!passw0rd'])
      expect(isCommonPassword(password)).toBe(false);
  });
  it('ships a list of more than a thousand entries', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
  });
  it('refuses every listed word dressed with a capital, digits and a symbol', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...[...COMMON_PASSWORDS].filter((w) => /^[a-z]{3,}$/.test(w))),
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom('!', '#', '$', '?', '.'),
        (word, digits, symbol) => {
          expect(isCommonPassword(`${word[0]!.toUpperCase()}${word.slice(1)}${digits}${symbol}`)).toBe(true);
        },
      ),
    );
  });
});

describe('names shown to others', () => {
  it('refuses direction controls, zero-width and control characters with clear messages', () => {
    expect(usernameError('ad\u202Emin')).toBe(
      'Username cannot contain invisible or text-direction characters',
    );
    expect(usernameError('a\u200Db')).toBe('Username cannot contain invisible or text-direction characters');
    expect(usernameError('a\u0000b')).toBe('Username cannot contain control characters');
    expect(usernameError('  ')).toBe('Username is required');
    expect(usernameError('Ada Lovelace')).toBeUndefined();
    expect(validateSignUp({ ...good, name: 'Ada\u2067' }).name).toBe(
      'Name cannot contain invisible or text-direction characters',
    );
  });
  it('folds look-alike usernames to one key: case, full-width forms and spaces', () => {
    expect(usernameKey('ＴｒａｄｅｒＪｏｅ')).toBe(usernameKey('traderjoe'));
    expect(usernameKey(' Trader   Joe ')).toBe('trader joe');
  });
  it('gives the same key to a name and its NFKC form, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(usernameKey(name.normalize('NFKC'))).toBe(usernameKey(name));
        expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
      }),
    );
  });
});
