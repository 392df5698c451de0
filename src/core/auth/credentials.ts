// Sign-in and sign-up rules (spec app-and-learning §5), shared by the auth screen and the server so
// both give the same messages.

import { COMMON_PASSWORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const MAX_PASSWORD_LENGTH = 128;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest name, first name or last name a learner may give (the username has the same bound). */
export const MAX_NAME_LENGTH = 100;

/** "Name must be at most 100 characters": a length bound named as the form labels the field. */
export const tooLongMessage = (label: string, max = MAX_NAME_LENGTH) =>
  `${label} must be at most ${max} characters`;

export type SignInInput = { email?: string; password?: string };
export type SignUpInput = SignInInput & { name?: string; acceptedTerms?: boolean; acceptedPrivacy?: boolean };
export type CredentialErrors = Partial<Record<'name' | 'email' | 'password' | 'terms', string>>;

/** The missing parts of a sign-up password, in the spec's order and words. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`at least ${MIN_PASSWORD_LENGTH} characters`);
  if (!/[A-Z]/.test(password)) problems.push('one uppercase letter');
  if (!/[a-z]/.test(password)) problems.push('one lowercase letter');
  if (!/[0-9]/.test(password)) problems.push('one number');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('one special character');
  return problems;
}

export const COMMON_PASSWORD =
  'This password is too common and easy to guess. Please choose a less predictable one.';

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '0': 'o', $: 's', '5': 's', '7': 't' };
const deleet = (text: string, one: 'i' | 'l') =>
  text.replace(/[@43$57]/g, (c) => LEET[c] ?? c).replace(/[1!|]/g, one);

/**
 * True when the password is a well-known one (COMMON_PASSWORDS), or one of those with only digits and
 * symbols around it and the usual letter swaps: 'Password1!', 'P@ssw0rd', 'Summer2024!', 'Qwerty123!'.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const candidates = [lower, trimmed, core, deleet(core, 'i'), deleet(core, 'l')];
  if (candidates.some((c) => c.length > 0 && COMMON_PASSWORDS.has(c))) return true;
  // Two or three letters around a common number run: 'Aa123456!', 'Abc12345!'.
  const letters = lower.replace(/[^a-z]/g, '');
  const digits = lower.replace(/[^0-9]/g, '');
  if (letters.length <= 3 && COMMON_PASSWORDS.has(digits)) return true;
  // One character repeated: 'Aaaaaaa1!'.
  return core.length >= 4 && new Set(core).size === 1;
}

/**
 * What is wrong with a password being chosen (sign-up, a change, a reset), in the spec's words, or
 * undefined. One rule for the forms and the server.
 */
export function newPasswordError(password: string | undefined): string | undefined {
  if (!password) return 'Password is required';
  const problems = passwordProblems(password);
  if (problems.length > 0) return `Password must contain: ${problems.join(', ')}`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  return undefined;
}

export function emailError(email: string | undefined): string | undefined {
  const value = (email ?? '').trim();
  if (!value) return 'Email is required';
  if (!EMAIL.test(value) || value.length > 254 || /\p{Cc}/u.test(value)) return 'Email is invalid';
  return undefined;
}

export function validateSignIn(input: SignInInput): CredentialErrors {
  const errors: CredentialErrors = {};
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (!input.password) errors.password = 'Password is required';
  return errors;
}

export function validateSignUp(input: SignUpInput): CredentialErrors {
  const errors = validateSignIn(input);
  if (!input.name?.trim()) errors.name = 'Name is required';
  else if (input.name.trim().length > MAX_NAME_LENGTH) errors.name = tooLongMessage('Name');
  else {
    const hidden = hiddenCharacterError('Name', input.name);
    if (hidden) errors.name = hidden;
  }
  if (input.password) {
    const password = newPasswordError(input.password);
    if (password) errors.password = password;
  }
  if (!input.acceptedTerms || !input.acceptedPrivacy)
    errors.terms = 'You must accept both the Terms of Service and Privacy Policy';
  return errors;
}

/** The first error in form order, for an API that answers one message. */
export function firstError(errors: CredentialErrors): string | undefined {
  return errors.name ?? errors.email ?? errors.password ?? errors.terms;
}

/** The spec's username: the name given, or the part of the e-mail before the @. */
export function usernameFor(name: string | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : (email.split('@')[0] ?? email);
}

// ---- names shown to other learners ------------------------------------------------------------

/** Characters that change how text reads without showing: direction controls and zero-width marks. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u180E\u00AD]/u;
const CONTROL = /\p{Cc}/u;

/** Why a name or username cannot be shown as is, or undefined when it can. */
export function hiddenCharacterError(label: string, text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (INVISIBLE.test(text)) return `${label} cannot contain invisible or text-direction characters`;
  if (CONTROL.test(text)) return `${label} cannot contain control characters`;
  return undefined;
}

export const MAX_USERNAME_LENGTH = 100;

/** What is wrong with a username a learner chose, or undefined. */
export function usernameError(username: string | undefined): string | undefined {
  const value = (username ?? '').trim();
  if (!value) return 'Username is required';
  if (value.length > MAX_USERNAME_LENGTH) return tooLongMessage('Username', MAX_USERNAME_LENGTH);
  return hiddenCharacterError('Username', value);
}

/**
 * The form two usernames are compared in: compatibility-normalised (NFKC, so full-width and
 * ligature look-alikes fold together), lower case, inner spaces collapsed. Unique per account.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}
