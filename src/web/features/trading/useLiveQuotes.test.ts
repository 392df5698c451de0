import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveQuotes } from './useLiveQuotes';

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 0;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

const quote = (symbol: string, price: number) => ({ symbol, price, previousClose: price, changePercent: 0 });

describe('live quotes', () => {
  it('subscribes once to the stream for the distinct symbols and keeps the latest price of each', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { result, unmount } = renderHook(() => useLiveQuotes(['MSFT', 'AAPL', 'AAPL']));
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`/market-data/stream?symbols=${encodeURIComponent('AAPL,MSFT')}`);
    act(() =>
      source.onmessage?.({ data: JSON.stringify({ quotes: [quote('AAPL', 100), quote('MSFT', 300)] }) }),
    );
    act(() => source.onmessage?.({ data: JSON.stringify({ quotes: [quote('AAPL', 101)] }) }));
    expect(result.current.live).toBe(true);
    expect(result.current.quotes.AAPL?.price).toBe(101);
    expect(result.current.quotes.MSFT?.price).toBe(300);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('prices the symbols itself, with the market model loaded then, when the stream is closed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { result } = renderHook(() => useLiveQuotes(['AAPL']));
    const source = FakeEventSource.last!;
    source.readyState = FakeEventSource.CLOSED;
    act(() => source.onerror?.());
    expect(result.current.live).toBe(false);
    await waitFor(() => expect(result.current.quotes.AAPL?.price).toBeGreaterThan(0));
  });
});
