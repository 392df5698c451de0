import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { StreamEvent } from '../../../shared/api/tutor';
import { parseEvents } from './stream';
import { clampOffset } from './useDrag';

const events: StreamEvent[] = [
  { type: 'chunk', content: 'Leverage ' },
  { type: 'chunk', content: 'multiplies.' },
  { type: 'complete', content: 'Leverage multiplies.', citations: [], provider: 'offline' },
];
const wire = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');

it('reads the same events however the stream is cut into pieces', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 1, max: wire.length - 1 }), { maxLength: 8 }), (cuts) => {
      const points = [0, ...cuts.sort((a, b) => a - b), wire.length];
      let buffer = '';
      const seen: StreamEvent[] = [];
      for (let i = 1; i < points.length; i++) {
        const parsed = parseEvents(buffer + wire.slice(points[i - 1], points[i]));
        buffer = parsed.rest;
        seen.push(...parsed.events);
      }
      expect(seen).toEqual(events);
    }),
  );
});

it('keeps the dragged window inside the screen', () => {
  const box = { width: 400, height: 600 };
  const viewport = { width: 1366, height: 850 };
  expect(clampOffset({ x: 50, y: 50 }, box, viewport)).toEqual({ x: 0, y: 0 });
  expect(clampOffset({ x: -5000, y: -5000 }, box, viewport)).toEqual({
    x: -(1366 - 400 - 32),
    y: -(850 - 600 - 32),
  });
  expect(clampOffset({ x: -100, y: -20 }, box, viewport)).toEqual({ x: -100, y: -20 });
});
