import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

/** A stand-in IntersectionObserver the test drives: every one made, with what it watches. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(node: Element) {
    this.watched.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Part() {
  const [place, near] = useNearViewport();
  return <div ref={place}>{near ? 'the chart' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  it('waits until the placeholder comes within half a screen, then stays near and stops watching', () => {
    FakeObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Part />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const observer = FakeObserver.made[0]!;
    expect(observer.options.rootMargin).toBe('50% 0px 50% 0px');
    expect(observer.watched).toEqual([screen.getByText('waiting')]);

    // Reported but still out of reach: nothing changes.
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeTruthy();

    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('the chart')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
    // Near once, near for good: no new observer is made for the rendered part.
    expect(FakeObserver.made.filter((o) => !o.disconnected)).toEqual([]);
  });

  it('counts as near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('the chart')).toBeTruthy();
  });

  it('stops watching when the part goes away before it came near', () => {
    FakeObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Part />);
    unmount();
    expect(FakeObserver.made.map((o) => o.disconnected)).toEqual([true]);
  });
});
