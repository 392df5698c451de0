import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from '../../app/ErrorScreens';
import { StreetCanvas } from './StreetCanvas';

/** jsdom has no ResizeObserver; the canvas measures its box once and this one never reports. */
class QuietObserver {
  observe() {}
  disconnect() {}
}

describe('StreetCanvas', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands a renderer that cannot start (no WebGL) to the error boundary around it', async () => {
    // jsdom lays nothing out and has no WebGL: the box gets a size, and three's renderer fails to start.
    vi.stubGlobal('ResizeObserver', QuietObserver);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorFallback fallback={<p>the flat street</p>}>
        <StreetCanvas config={{ frameloop: 'demand' }}>
          <mesh />
        </StreetCanvas>
      </ErrorFallback>,
    );
    expect(await screen.findByText('the flat street')).toBeTruthy();
  });

  it('waits for a size before it starts a renderer', () => {
    vi.stubGlobal('ResizeObserver', QuietObserver);
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = render(
      <ErrorFallback fallback={<p>the flat street</p>}>
        <StreetCanvas config={{ frameloop: 'demand' }}>
          <mesh />
        </StreetCanvas>
      </ErrorFallback>,
    );
    expect(getContext).not.toHaveBeenCalled();
    expect(container.querySelector('canvas')).toBeTruthy();
  });
});
