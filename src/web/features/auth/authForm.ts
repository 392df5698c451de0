import {
  type CredentialErrors,
  usernameFor,
  validateSignIn,
  validateSignUp,
} from '../../../core/auth/credentials';
import type { RegisterBody } from '../../../shared/api/auth';
import { ApiError } from '../../lib/api';

// The auth screen's decisions, kept apart from the JSX so they can be tested directly
// (spec app-and-learning §2 Auth screen, §5 rules, §8 auth messages).

export type AuthMode = 'signin' | 'signup';

export type AuthFields = {
  name: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
  acceptedPrivacy: boolean;
};

export const emptyFields: AuthFields = {
  name: '',
  email: '',
  password: '',
  acceptedTerms: false,
  acceptedPrivacy: false,
};

export const NETWORK_MESSAGE = 'Cannot connect to server. Please check if the backend is running.';

/** The client-side errors for the current mode, with the spec's exact messages. */
export function validate(mode: AuthMode, fields: AuthFields): CredentialErrors {
  return mode === 'signup' ? validateSignUp(fields) : validateSignIn(fields);
}

export type TextField = 'name' | 'email' | 'password';

/**
 * One field's error as the learner leaves it, so a mistyped e-mail or a weak password shows at
 * once instead of after ticking both boxes and pressing submit. An empty field is not flagged on
 * its own (tabbing through the form is not a mistake); submit still reports it.
 */
export function errorOnLeave(mode: AuthMode, fields: AuthFields, field: TextField): string | undefined {
  if (fields[field].trim() === '') return undefined;
  return validate(mode, fields)[field];
}

/**
 * A field already showing an error is checked again as it is edited, so the message goes away as
 * soon as the value is right (and changes to say what is still missing).
 */
export function errorWhileFixing(
  mode: AuthMode,
  fields: AuthFields,
  field: TextField,
  shown: string | undefined,
): string | undefined {
  return shown ? validate(mode, fields)[field] : undefined;
}

/** Sign-up stays disabled until both terms and privacy are ticked; sign-in never waits on them. */
export function canSubmit(mode: AuthMode, fields: AuthFields, busy: boolean): boolean {
  if (busy) return false;
  return mode === 'signin' || (fields.acceptedTerms && fields.acceptedPrivacy);
}

/** The registration payload of spec §7: username is the name or the e-mail's local part. */
export function registerPayload(fields: AuthFields, timeZone?: string): RegisterBody {
  const email = fields.email.trim();
  const name = fields.name.trim();
  const [firstName = '', ...rest] = name.split(/\s+/);
  return {
    email,
    username: usernameFor(name, email),
    name,
    password: fields.password,
    firstName,
    lastName: rest.join(' '),
    acceptedTerms: fields.acceptedTerms,
    acceptedPrivacy: fields.acceptedPrivacy,
    ...(timeZone ? { timeZone } : {}),
  };
}

export type SubmitFailure = {
  message: string;
  /** true: offer 'Run Diagnostics & Auto-Fix' */
  network: boolean;
  /** The underlying error's own words ('Failed to fetch'), for the diagnostics summary. */
  cause?: string;
};

/** What to show when register/login fails: the server's words, else the spec's fallbacks. */
export function failureMessage(mode: AuthMode, error: unknown): SubmitFailure {
  if (error instanceof ApiError) {
    if (error.isNetwork) return { message: NETWORK_MESSAGE, network: true, cause: error.message };
    // A refusal the server phrased (4xx) is shown; a crash's own text (5xx) never is.
    if (error.status < 500 && error.message && !error.message.startsWith('Request failed with status'))
      return { message: error.message, network: false };
  } else if (error instanceof TypeError) {
    return { message: NETWORK_MESSAGE, network: true, cause: error.message };
  }
  return { message: mode === 'signup' ? 'Registration failed' : 'Login failed', network: false };
}

/** The message for `?auth=failed&error=…` after a Google sign-in attempt. */
export function googleFailureMessage(error: string | null): string {
  if (error?.includes('Bad Request'))
    return 'Google sign-in is not configured yet. Please use email/password login.';
  return 'Google sign-in failed. Please try again or use email/password login.';
}

/** Reads a Google failure from the query, if the page was opened with one. */
export function googleFailureFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('auth') === 'failed' ? googleFailureMessage(params.get('error')) : null;
}

/**
 * Where a new account goes after sign-up (spec §4 Shell flow): the onboarding flow, which ends on
 * the learner's path and first lesson. The one place this rule lives.
 */
export function pathAfterSignUp(): string {
  return '/onboarding';
}

/**
 * The page a signed-out visitor asked for, from `?redirect=`, if it is a safe same-origin path of
 * the app: one leading slash, then only letters, digits, '-', '_' and '/'. Anything else (another
 * site, '//host', a scheme, a query, the auth pages themselves) is ignored.
 */
export function safeRedirect(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !/^\/(?![/\\])[A-Za-z0-9_\-/]*$/.test(value) || value.includes('//')) return null;
  if (/^\/(login|signup)(\/|$)/.test(value)) return null;
  return value;
}
