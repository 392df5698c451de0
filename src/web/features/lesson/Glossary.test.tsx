import * as Tooltip from '@radix-ui/react-tooltip';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lookupTerm } from '../../../content/glossary';
import { InlineTerm, Term } from './Glossary';

it('opens a key term’s definition on a tap, and closes it on a second tap', async () => {
  const entry = lookupTerm('leverage')!;
  render(
    <Tooltip.Provider>
      <Term termKey="leverage" />
    </Tooltip.Provider>,
  );
  const chip = screen.getByRole('button', { name: entry.text });
  fireEvent.click(chip);
  expect((await screen.findAllByText(entry.definition)).length).toBeGreaterThan(0);
  fireEvent.click(chip);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryAllByText(entry.definition)).toHaveLength(0);
});

it('opens an inline term on a tap too', async () => {
  const entry = lookupTerm('leverage')!;
  render(
    <Tooltip.Provider>
      <InlineTerm termKey="leverage">borrowed money</InlineTerm>
    </Tooltip.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'borrowed money' }));
  expect((await screen.findAllByText(entry.definition)).length).toBeGreaterThan(0);
});

it('opens a key term’s definition on a touch tap, whose focus comes after the pointer is up', async () => {
  // A tap fires pointerdown, pointerup, then focus, then click: Radix opens on that focus, and
  // the click must keep it open, not toggle it shut in the same gesture.
  const entry = lookupTerm('leverage')!;
  render(
    <Tooltip.Provider>
      <Term termKey="leverage" />
    </Tooltip.Provider>,
  );
  const chip = screen.getByRole('button', { name: entry.text });
  const tap = () => {
    fireEvent.pointerDown(chip, { pointerType: 'touch' });
    fireEvent.pointerUp(chip, { pointerType: 'touch' });
    fireEvent.focus(chip);
    fireEvent.click(chip);
  };
  tap();
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryAllByText(entry.definition).length).toBeGreaterThan(0);
  tap();
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryAllByText(entry.definition)).toHaveLength(0);
});

it('still toggles on Enter or Space (a click with no pointer) once the chip has focus', async () => {
  const entry = lookupTerm('leverage')!;
  render(
    <Tooltip.Provider>
      <Term termKey="leverage" />
    </Tooltip.Provider>,
  );
  const chip = screen.getByRole('button', { name: entry.text });
  fireEvent.focus(chip);
  expect((await screen.findAllByText(entry.definition)).length).toBeGreaterThan(0);
  fireEvent.click(chip);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryAllByText(entry.definition)).toHaveLength(0);
  fireEvent.click(chip);
  expect((await screen.findAllByText(entry.definition)).length).toBeGreaterThan(0);
});
