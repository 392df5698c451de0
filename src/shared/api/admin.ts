import { z } from 'zod';
import { PLANS } from './profile';

// The /api/admin contract (issue 13): administrators only; 403 for everyone else.

export const adminUsersQuery = z.strictObject({ search: z.string().trim().max(200).optional() });

export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  lessonsCompleted: z.number(),
  trades: z.number(),
  plan: z.enum(PLANS),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUsersAnswer = z.object({ users: z.array(adminUserRow) });

export const userIdParams = z.strictObject({ id: z.string().uuid() });
export const planBody = z.strictObject({ plan: z.enum(PLANS) });

export const auditEntry = z.object({
  id: z.number(),
  adminId: z.string(),
  action: z.string(),
  targetUserId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditAnswer = z.object({ entries: z.array(auditEntry) });

/** Users listed per page of the admin console. */
export const ADMIN_USERS_LIMIT = 100;
