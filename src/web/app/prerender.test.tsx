import { describe, expect, it } from 'vitest';
import { fillShell, prerenderedFile } from '../../../scripts/prerender';
import { catalogueItems } from '../../content/catalogue-index';
import { landingStats } from '../../core/learning/stats';
import { PRERENDERED_PATHS, renderPage } from './prerender';

// The build-time HTML of the public pages (issue 14 point 3).

describe('prerendering the public pages', () => {
  it('renders the landing page with its hero copy and the catalogue’s stats row', async () => {
    const { html, title } = await renderPage('/');
    expect(html).toContain('Learn Finance the Way It Actually Happened');
    expect(html).toContain('Interactive lessons');
    const { totalLessons } = landingStats(catalogueItems, []);
    expect(html).toContain(`>${totalLessons}</dd>`);
    expect(html).not.toContain('renderToString');
    expect(title).toBe('Learn finance through history · ThinkStreet');
  });

  it('renders each legal page with its own heading and title', async () => {
    const { html, title } = await renderPage('/privacy');
    expect(html).toContain('Privacy Policy');
    expect(title).toBe('Privacy Policy · ThinkStreet');
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/', '/terms', '/privacy', '/about']));
  });

  it('writes each address to its own file inside the built page', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/terms-of-service')).toBe('terms-of-service.html');
    const shell = '<html><head><title>ThinkStreet</title></head><body><div id="root"></div></body></html>';
    expect(fillShell(shell, '<h1>Hi</h1>', 'Terms & <you>')).toBe(
      '<html><head><title>Terms &amp; &lt;you></title></head><body><div id="root"><h1>Hi</h1></div></body></html>',
    );
  });
});
