import {
  type EventType,
  FLUSH_AT_EVENTS,
  FLUSH_EVERY_MS,
  MAX_BATCH,
  sessionIdFrom,
  type TrackingEvent,
} from '../../core/onboarding/tracking';
import { api } from './api';
import { getSession } from './session';

// Behaviour tracking in the browser (spec app-and-learning §4/§9 Tracking): events queue here and
// go to POST /api/ai-learning/track in batches (10 events, every 30 s, on page hide and unload),
// only with a token; a failed batch is put back at the front of the queue. Guests are never tracked.

let queue: TrackingEvent[] = [];
let sessionId: string | null = null;
let sending = false;

export function trackingSessionId(): string {
  sessionId ??= sessionIdFrom(Date.now(), Math.random());
  return sessionId;
}

/** Queues one event (nothing happens without a token); a full batch is sent at once. */
export function trackEvent(
  eventType: EventType,
  target: string,
  metadata?: Record<string, string | number | boolean>,
): void {
  if (!getSession().token) return;
  queue.push({
    eventType,
    target: target.slice(0, 200),
    context: {
      page: window.location.pathname.slice(0, 300),
      timestamp: new Date().toISOString(),
      sessionId: trackingSessionId(),
      ...(metadata ? { metadata } : {}),
    },
  });
  if (queue.length >= FLUSH_AT_EVENTS) void flushTracking();
}

/** Sends what is queued; on failure the events go back to the front of the queue. */
export async function flushTracking(options: { keepalive?: boolean } = {}): Promise<boolean> {
  if (sending || queue.length === 0) return true;
  if (!getSession().token) {
    queue = [];
    return false;
  }
  const batch = queue.slice(0, MAX_BATCH);
  queue = queue.slice(batch.length);
  sending = true;
  try {
    if (options.keepalive) {
      // A page being hidden or unloaded may not finish a normal request.
      const response = await fetch('/api/ai-learning/track', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${getSession().token}` },
        body: JSON.stringify({ events: batch, sessionId: trackingSessionId() }),
      });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    } else {
      await api('/api/ai-learning/track', {
        method: 'POST',
        body: { events: batch, sessionId: trackingSessionId() },
      });
    }
    return true;
  } catch (error) {
    console.warn('Tracking failed; the events will be sent again.', error);
    queue = [...batch, ...queue].slice(0, 10 * MAX_BATCH);
    return false;
  } finally {
    sending = false;
  }
}

/** Events waiting to be sent (for tests and diagnostics). */
export function pendingTracking(): readonly TrackingEvent[] {
  return queue;
}

export function resetTracking(): void {
  queue = [];
  sessionId = null;
  sending = false;
}

export { FLUSH_EVERY_MS };
