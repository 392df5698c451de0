import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderAtPath } from '../../test-router';
import { isInternalPath, Markdown } from './Markdown';

afterEach(cleanup);

async function show(text: string) {
  renderAtPath('/', {
    '/': () => (
      <div data-testid="md">
        <Markdown text={text} />
      </div>
    ),
  });
  return { container: await screen.findByTestId('md') };
}

it('shows HTML in an answer as text, never as markup', async () => {
  const { container } = await show('Look: <img src=x onerror="alert(1)"> <script>alert(2)</script>');
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('script')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
});

it('links to our own pages and shows any other link as plain text', async () => {
  const { container } = await show(
    'Read [The 2010 Flash Crash](/lessons/flash-crash-2010), not [this](https://evil.example) or [that](javascript:alert(1)).',
  );
  const links = [...container.querySelectorAll('a')];
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/lessons/flash-crash-2010']);
  expect(container.textContent).toContain('[this](https://evil.example)');
});

it('renders bold words, paragraphs and "- " lists', async () => {
  const { container } = await show('**Leverage**: borrowing.\n\n- one\n- two');
  expect(container.querySelector('strong')?.textContent).toBe('Leverage');
  expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
});

it('accepts only same-site paths as internal', () => {
  expect(isInternalPath('/lessons/ltcm-1998')).toBe(true);
  expect(isInternalPath('//evil.example')).toBe(false);
  expect(isInternalPath('https://evil.example')).toBe(false);
});
