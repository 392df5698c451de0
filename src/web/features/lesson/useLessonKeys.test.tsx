import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { SideScroll } from './SideScroll';
import { useLessonKeys } from './useLessonKeys';

function Page({ onBack, onForward }: { onBack: () => void; onForward: () => void }) {
  useLessonKeys(onBack, onForward);
  return (
    <main>
      <p>Text</p>
      <SideScroll label="Comparison">
        <table>
          <tbody>
            <tr>
              <td>Wide</td>
            </tr>
          </tbody>
        </table>
      </SideScroll>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: stands in for a chart library's keyboard layer */}
      <svg role="application" aria-label="Chart" tabIndex={0} />
    </main>
  );
}

it('leaves the arrow keys to a focused sideways-scrolling table or chart, and turns the page elsewhere', () => {
  const onBack = vi.fn();
  const onForward = vi.fn();
  render(<Page onBack={onBack} onForward={onForward} />);
  const box = screen.getByRole('region', { name: 'Comparison' });
  expect(fireEvent.keyDown(box, { key: 'ArrowRight' })).toBe(true); // not prevented: the box scrolls
  fireEvent.keyDown(box, { key: 'ArrowLeft' });
  fireEvent.keyDown(screen.getByRole('cell', { name: 'Wide' }), { key: 'ArrowRight' });
  fireEvent.keyDown(screen.getByRole('application', { name: 'Chart' }), { key: 'ArrowRight' });
  expect(onForward).not.toHaveBeenCalled();
  expect(onBack).not.toHaveBeenCalled();

  fireEvent.keyDown(screen.getByText('Text'), { key: 'ArrowRight' });
  fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
  expect(onForward).toHaveBeenCalledTimes(1);
  expect(onBack).toHaveBeenCalledTimes(1);
});
