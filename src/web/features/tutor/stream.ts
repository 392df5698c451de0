import { cannedReply } from '../../../core/tutor/canned';
import type { CitationDto, StreamBody, StreamEvent } from '../../../shared/api/tutor';
import { ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';

// Reads POST /api/ai-learning/chat/stream as it arrives: `data: {json}` lines, chunks then complete.

export type StreamResult = {
  content: string;
  citations: CitationDto[];
  provider: 'offline' | 'openai' | 'fallback';
  /** A free learner's tutor questions left today (X-Tutor-Remaining); absent for Pro and guests. */
  remaining?: number;
};

/** Splits a buffer into complete `data:` events and the unfinished rest. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    const line = block.split('\n').find((l) => l.startsWith('data: '));
    if (!line) continue;
    try {
      events.push(JSON.parse(line.slice(6)) as StreamEvent);
    } catch {
      // A malformed line is skipped; the complete event still carries the whole answer.
    }
  }
  return { events, rest };
}

export async function streamAnswer(
  body: StreamBody,
  onChunk: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<StreamResult> {
  const { token } = getSession();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/ai-learning/chat/stream', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, 'Failed to fetch');
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    let message = `Request failed with status ${response.status}`;
    try {
      const parsed = JSON.parse(text) as { error?: string };
      if (typeof parsed.error === 'string') message = parsed.error;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, message);
  }
  const left = response.headers.get('x-tutor-remaining');
  const remaining = left !== null && /^\d+$/.test(left) ? { remaining: Number(left) } : {};
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let content = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) {
      if (event.type === 'chunk') {
        content += event.content;
        onChunk(content);
      } else {
        return { content: event.content, citations: event.citations, provider: event.provider, ...remaining };
      }
    }
  }
  if (content === '') throw new ApiError(0, 'The answer stopped before it began.');
  return { content, citations: [], provider: 'offline', ...remaining };
}

/** Spec §8: when the stream fails, a canned local reply instead of an error. */
export function fallbackAnswer(message: string): StreamResult {
  return { content: cannedReply(message), citations: [], provider: 'fallback' };
}
