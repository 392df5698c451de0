import type { TestServer } from '../test/server';

// Shared by the security suite (issue 20): every finding of the attacker's probe is a test here.

export const STRONG = 'Str0ng!passw0rd';
export const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;

/** A sign-in from the given client address (honoured only when the server trusts the proxy). */
export function loginFrom(s: TestServer, email: string, password: string, forwardedFor?: string) {
  return s.fetch('/api/auth/login', {
    body: { email, password },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

/** Collects every log line the server writes (after its scrubbing). */
export function logCapture() {
  const lines: string[] = [];
  return { sink: { write: (line: string) => lines.push(line) }, text: () => lines.join('') };
}
