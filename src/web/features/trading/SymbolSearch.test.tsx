import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLocalTrading } from '../../lib/local-trading';
import { localBackend } from './backend';
import { SymbolSearch } from './SymbolSearch';
import { TradingContext } from './useTrading';

function renderSearch(onChange: (s: string) => void) {
  const backend = localBackend(createLocalTrading('guest'));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TradingContext.Provider value={{ backend }}>
        <SymbolSearch value="" onChange={onChange} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Symbol' });
}

describe('the symbol search', () => {
  it('lists matches and picks the highlighted one with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    const input = renderSearch(onChange);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'micro' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(second?.querySelector('span')?.textContent);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes a typed symbol as it is on Enter and closes on Escape', async () => {
    const onChange = vi.fn();
    const input = renderSearch(onChange);
    fireEvent.change(input, { target: { value: 'nvda' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('NVDA');
  });
});
