// Sign-in and sign-up rules (spec app-and-learning §5), shared by the auth screen and the server so
// both give the same messages.

export const MIN_PASSWORD_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const MAX_PASSWORD_LENGTH = 128;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

export function emailError(email: string | undefined): string | undefined {
  const value = (email ?? '').trim();
  if (!value) return 'Email is required';
  if (!EMAIL.test(value) || value.length > 254) return 'Email is invalid';
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
  if (input.password) {
    const problems = passwordProblems(input.password);
    if (problems.length > 0) errors.password = `Password must contain: ${problems.join(', ')}`;
    else if (input.password.length > MAX_PASSWORD_LENGTH)
      errors.password = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
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
