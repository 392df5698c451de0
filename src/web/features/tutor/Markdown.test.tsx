import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAtPath } from '../../test-router';
import { isInternalPath, Markdown } from './Markdown';

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

it('renders a lead-in line and the "- " items under it as a paragraph and a list', async () => {
  // "What our lessons give as the causes:\n- …" showed its dashes as text (help-tutor, 2 Dec).
  const { container } = await show(
    'What our lessons give as the causes:\n- [Black Monday](/lessons/black-monday-1987): portfolio insurance\n- margin calls',
  );
  expect(container.querySelector('p')?.textContent).toBe('What our lessons give as the causes:');
  expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Black Monday: portfolio insurance',
    'margin calls',
  ]);
  expect(container.querySelector('li a')?.getAttribute('href')).toBe('/lessons/black-monday-1987');
  expect(container.textContent).not.toContain('- ');
});

it('accepts only same-site paths as internal', () => {
  expect(isInternalPath('/lessons/ltcm-1998')).toBe(true);
  expect(isInternalPath('//evil.example')).toBe(false);
  expect(isInternalPath('https://evil.example')).toBe(false);
});
