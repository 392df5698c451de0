import { describe, expect, it } from 'vitest';
import { toastTopFor } from './toastTop';

const header = (bottom: number) => ({ getBoundingClientRect: () => ({ bottom }) }) as unknown as Element;

describe('where toasts start', () => {
  it('just below the header, wherever the beta banner has pushed it', () => {
    expect(toastTopFor(header(97))).toBe(105);
    expect(toastTopFor(header(56.4))).toBe(65);
  });

  it('at the edge when there is no header on screen', () => {
    expect(toastTopFor(null)).toBe(16);
    expect(toastTopFor(header(-10))).toBe(16);
  });
});
