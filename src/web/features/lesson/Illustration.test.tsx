import { cleanup, render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lessons } from '../../../content/catalogue';
import { Illustration, illustratedScenes, sceneName } from './Illustration';

it('has a drawn scene for every visualType a lesson page names', () => {
  const used = new Set(lessons.flatMap((l) => l.pages.flatMap((p) => (p.visualType ? [p.visualType] : []))));
  expect([...used].filter((v) => !illustratedScenes.includes(v))).toEqual([]);
});

it('draws the scene it is asked for, and a city when the page names none', () => {
  const { container, rerender } = render(<Illustration visualType="bank-run" />);
  expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe(
    'Illustration: A crowd queuing outside a bank',
  );
  expect(container.textContent).toContain('BANK');
  rerender(<Illustration visualType={undefined} />);
  expect(container.querySelector('svg')?.getAttribute('data-visual')).toBe('none');
  expect(container.querySelectorAll('rect').length).toBeGreaterThan(3);
});

it('names every scene by what it shows, not by its key', () => {
  for (const scene of illustratedScenes) {
    const { container } = render(<Illustration visualType={scene} />);
    const name = container.querySelector('svg')?.getAttribute('aria-label') ?? '';
    expect(name, scene).toBe(`Illustration: ${sceneName(scene)}`);
    expect(sceneName(scene).toLowerCase(), scene).not.toBe(scene.replace(/-/g, ' '));
    if (scene !== 'city') expect(sceneName(scene), scene).not.toBe(sceneName('city'));
    cleanup();
  }
});
