import { describe, expect, it } from 'vitest';
import { fillShell, prerenderedFile } from '../../../scripts/prerender';
import { catalogueItems } from '../../content/catalogue-index';
import { landingStats } from '../../core/learning/stats';
import { APP_SHELL_PATHS, PRERENDERED_PATHS, renderPage } from './prerender';

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

  it('renders /library’s whole catalogue inside an inert frame that belongs to no account', async () => {
    const { html, title, appShell } = await renderPage('/library');
    expect(appShell).toBe(true);
    expect(title).toBe('Courses · ThinkStreet');
    expect(html).toContain('>Courses</h1>');
    for (const item of catalogueItems) expect(html).toContain(`data-testid="course-${item.id}"`);
    // Every boundary inline: no fallback waiting on a script the CSP would refuse.
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('<template');
    expect(html).toMatch(/^<div class="min-h-screen[^"]*" inert="" aria-busy="true">/);
    // Nobody's menu, and no sign-in link a learner would see flash by.
    expect(html).not.toContain('aria-haspopup');
    expect(html).not.toContain('>Login</a>');
    expect(APP_SHELL_PATHS).toEqual(['/library']);
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining([...APP_SHELL_PATHS]));
  });

  it('renders the public pages as themselves, not as app pages', async () => {
    const { html, appShell } = await renderPage('/about');
    expect(appShell).toBe(false);
    expect(html).not.toContain('inert=""');
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
