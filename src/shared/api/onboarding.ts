import { z } from 'zod';
import { FEATURE_KEYS } from '../../core/onboarding/features';
import { EVENT_TYPES, MAX_BATCH } from '../../core/onboarding/tracking';

// The onboarding and tracking contract (spec app-and-learning §3 Feature onboarding check result,
// Completion data, Tracking event; §7 Onboarding and Tracking calls). The spec's client calls
// /onboarding/... relative to the API base, so the server serves them under /api/onboarding/.

export const featureKey = z.enum(FEATURE_KEYS);
export const featureStatus = z.enum(['not_started', 'started', 'completed', 'skipped']);

export const featureRef = z.object({ featureKey, featureName: z.string() });

export const checkAnswer = z.object({
  shouldShowOnboarding: z.boolean(),
  feature: featureRef,
  userStatus: featureStatus,
  prerequisitesMet: z.boolean(),
  missingPrerequisites: z.array(featureKey),
});
export type CheckAnswer = z.infer<typeof checkAnswer>;

/** An unknown feature key and a malformed one answer alike, without repeating the key. */
export const UNKNOWN_FEATURE = 'Unknown feature';
export const featureParams = z.strictObject({ featureKey: z.string().max(64, UNKNOWN_FEATURE) });

export const checkMultipleBody = z.strictObject({
  featureKeys: z.array(z.string().max(64)).min(1).max(FEATURE_KEYS.length),
});
export const checkMultipleAnswer = z.object({ results: z.record(z.string(), checkAnswer) });

export const startBody = z.strictObject({ featureKey: z.string().max(64) });
export const successAnswer = z.object({ success: z.boolean() });

export const completionData = z.strictObject({
  completedAt: z.string().max(40).optional(),
  userAgent: z.string().max(500).optional(),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
  completedSteps: z.number().int().min(0).max(100).optional(),
  totalTime: z.number().min(0).max(86_400_000).optional(),
  version: z.string().max(20).optional(),
  skipped: z.boolean().optional(),
  skippedAt: z.string().max(40).optional(),
  /** The onboarding flow's level (beginner, intermediate, advanced). */
  selectedPath: z.enum(['beginner', 'intermediate', 'advanced']).optional(),
});
export type CompletionData = z.infer<typeof completionData>;

export const completeBody = z.strictObject({
  featureKey: z.string().max(64),
  completionData: completionData.default({}),
});
export const completeAnswer = z.object({
  success: z.boolean(),
  xpAwarded: z.number().int(),
  message: z.string(),
});
export type CompleteAnswer = z.infer<typeof completeAnswer>;

export const featureView = featureRef.extend({
  stepCount: z.number().int(),
  prerequisites: z.array(featureKey),
  status: featureStatus,
});
export const featuresAnswer = z.object({ features: z.array(featureView) });
export type FeaturesAnswer = z.infer<typeof featuresAnswer>;

export const summaryView = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  skipped: z.number().int(),
  remaining: z.number().int(),
  percent: z.number().int(),
  completedFeatures: z.array(featureKey),
});
export const summaryAnswer = z.object({ summary: summaryView });
export const nextAnswer = z.object({ feature: featureRef.nullable() });
export const statusAnswer = z.object({
  completed: z.boolean(),
  data: z.record(z.string(), z.unknown()).nullable(),
  summary: summaryView,
});
export type StatusAnswer = z.infer<typeof statusAnswer>;

// ---- tracking -------------------------------------------------------------------------------------

export const trackingEvent = z.strictObject({
  eventType: z.enum(EVENT_TYPES),
  target: z.string().max(200),
  context: z.strictObject({
    page: z.string().max(300),
    timestamp: z.string().max(40),
    sessionId: z.string().max(100).optional(),
    metadata: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  }),
});
export type TrackingEventBody = z.infer<typeof trackingEvent>;

export const trackBody = z.strictObject({
  events: z.array(trackingEvent).max(MAX_BATCH),
  sessionId: z.string().min(1).max(100),
});
export const trackAnswer = z.object({ success: z.boolean(), stored: z.number().int() });

const pattern = z.object({ key: z.string(), count: z.number().int() });
export const patternsAnswer = z.object({
  patterns: z.object({
    totalEvents: z.number().int(),
    byType: z.record(z.string(), z.number().int()),
    topPages: z.array(pattern),
    topTargets: z.array(pattern),
    favouriteArea: z.string().nullable(),
    averageScrollDepth: z.number(),
  }),
});
export type PatternsAnswer = z.infer<typeof patternsAnswer>;
