import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { ErrorFallback } from '../app/ErrorScreens';
import { lazyOptional } from './lazyOptional';

// The page's own boundary: a failure that reached it would replace the whole page.
const page = (part: React.ReactNode) => (
  <ErrorFallback fallback={<p>the page failed</p>}>
    <form aria-label="Order ticket" />
    <Suspense fallback={<p>loading the part</p>}>{part}</Suspense>
  </ErrorFallback>
);

it('renders the part once its code arrives', async () => {
  const Buttons = lazyOptional(async () => ({
    default: ({ label }: { label: string }) => <button type="button">{label}</button>,
  }));
  render(page(<Buttons label="Reset" />));
  await screen.findByRole('button', { name: 'Reset' });
  expect(screen.getByRole('form', { name: 'Order ticket' })).toBeTruthy();
});

it('leaves the part out, never the page, when its code cannot arrive', async () => {
  const Buttons = lazyOptional<() => React.ReactNode>(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  render(page(<Buttons />));
  await screen.findByText('loading the part');
  // Once the failed import settles, the fallback goes and nothing takes the part's place.
  await expect.poll(() => screen.queryByText('loading the part')).toBeNull();
  expect(screen.queryByText('the page failed')).toBeNull();
  expect(screen.getByRole('form', { name: 'Order ticket' })).toBeTruthy();
});
