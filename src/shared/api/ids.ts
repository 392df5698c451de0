import { z } from 'zod';

/**
 * A UUID in a path or body, lower-cased once valid: its hex digits have no case, and the server
 * compares ids as strings ("is this my own account?"), so "A73D…" must be the same id as "a73d…".
 */
export const uuidId = (message?: string) =>
  z.uuid(message === undefined ? undefined : { message }).toLowerCase();
