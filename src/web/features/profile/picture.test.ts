import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_LIMIT } from '../../../shared/api/auth';
import { fitPicture, PICTURE_QUALITIES, PICTURE_SIDES } from './picture';

describe('fitPicture', () => {
  it('keeps the largest, best encoding that fits under 50,000 characters', () => {
    const sizes = new Map([
      ['256@0.85', 80_000],
      ['256@0.7', 49_000],
    ]);
    const url = fitPicture((side, q) => 'x'.repeat(sizes.get(`${side}@${q}`) ?? 10));
    expect(url).toHaveLength(49_000);
  });

  it('gives null (the picture is dropped) when even the smallest encoding is too long', () => {
    expect(fitPicture(() => 'x'.repeat(PROFILE_PICTURE_LIMIT + 1))).toBeNull();
  });

  it('never returns an encoding over the limit, whatever each attempt yields', () => {
    const attempts = PICTURE_SIDES.length * PICTURE_QUALITIES.length;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 120_000 }), { minLength: attempts, maxLength: attempts }),
        (lengths) => {
          let i = 0;
          const url = fitPicture(() => 'x'.repeat(lengths[i++]!));
          const firstFit = lengths.find((n) => n <= PROFILE_PICTURE_LIMIT);
          expect(url?.length ?? null).toBe(firstFit ?? null);
        },
      ),
    );
  });
});
