import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_UNREACHABLE_MS, useRetryWhenBack } from './useRetryWhenBack';

function Reader({ active, retry }: { active: boolean; retry: () => void }) {
  useRetryWhenBack(active, retry);
  return null;
}

describe('useRetryWhenBack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries again on its own while the server cannot be reached, and at once when the browser is back online', () => {
    const retry = vi.fn();
    render(<Reader active retry={retry} />);
    expect(retry).not.toHaveBeenCalled();
    // A server that was down comes back with no browser event: it is asked again every so often.
    act(() => void vi.advanceTimersByTime(RETRY_UNREACHABLE_MS));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('waits for the browser while it says it is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = vi.fn();
    render(<Reader active retry={retry} />);
    act(() => void vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 3));
    expect(retry).not.toHaveBeenCalled();
  });

  it('stops once the read has worked (or failed for another reason)', () => {
    const retry = vi.fn();
    const view = render(<Reader active retry={retry} />);
    view.rerender(<Reader active={false} retry={retry} />);
    act(() => {
      vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 3);
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).not.toHaveBeenCalled();
  });
});
