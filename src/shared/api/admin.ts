import { z } from 'zod';
import { uuidId } from './ids';
import { PLANS } from './profile';

// The /api/admin contract (issue 13): administrators only; 403 for everyone else.

export const adminUsersQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  /** 1-based page of ADMIN_USERS_LIMIT users. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  lessonsCompleted: z.number(),
  trades: z.number(),
  xp: z.number(),
  plan: z.enum(PLANS),
  /** When an administrator disabled the account; null while it is active. */
  disabledAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUsersAnswer = z.object({
  users: z.array(adminUserRow),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const statusBody = z.strictObject({ status: z.enum(['active', 'disabled']) });
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';

export const USER_NOT_FOUND = 'No such user';
export const userIdParams = z.strictObject({ id: uuidId(USER_NOT_FOUND) });
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
export const ADMIN_USERS_LIMIT = 25;

export const FEEDBACK_STATUSES = ['new', 'read', 'done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const adminFeedbackQuery = z.strictObject({ status: z.enum(FEEDBACK_STATUSES).optional() });
export const adminFeedbackItem = z.object({
  id: z.string(),
  /** The sender's e-mail address, or null for a guest. */
  sender: z.string().nullable(),
  createdAt: z.string(),
  page: z.string().nullable(),
  category: z.string(),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItem>;
export const adminFeedbackAnswer = z.object({ items: z.array(adminFeedbackItem) });
export const FEEDBACK_NOT_FOUND = 'No such feedback message';
export const feedbackIdParams = z.strictObject({ id: uuidId(FEEDBACK_NOT_FOUND) });
export const feedbackStatusBody = z.strictObject({ status: z.enum(FEEDBACK_STATUSES) });
/** Feedback messages listed, newest first. */
export const ADMIN_FEEDBACK_LIMIT = 200;

/** GET /api/admin/activity: the last ADMIN_ACTIVITY_DAYS UTC days, oldest first. */
export const ADMIN_ACTIVITY_DAYS = 30;
export const adminActivityAnswer = z.object({
  days: z.array(z.object({ day: z.string(), activeUsers: z.number(), signUps: z.number() })),
});
export type AdminActivityAnswer = z.infer<typeof adminActivityAnswer>;

/** GET /api/admin/content: per lesson opened by at least one learner, most started first. */
export const contentQuestion = z.object({
  /** Zero-based, in the order the lesson asks its questions. */
  index: z.number(),
  question: z.string(),
  /** Learners who answered it at least once. */
  answered: z.number(),
  /** Percent of those learners whose first answer was right, 0–100 (null when nobody answered). */
  correctRate: z.number().nullable(),
});
export const contentDropOff = z.object({
  /** A progress bucket, e.g. "0–24%". */
  bucket: z.string(),
  learners: z.number(),
});
export const contentLesson = z.object({
  lessonId: z.string(),
  title: z.string(),
  started: z.number(),
  completed: z.number(),
  /** Percent of starters who completed, 0–100. */
  completionRate: z.number(),
  questions: z.array(contentQuestion),
  dropOff: z.array(contentDropOff),
});
export type ContentLesson = z.infer<typeof contentLesson>;
export const adminContentAnswer = z.object({ lessons: z.array(contentLesson) });
export type AdminContentAnswer = z.infer<typeof adminContentAnswer>;
