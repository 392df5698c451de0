import { describe, expect, it } from 'vitest';
import { fillShell, prerenderedFile, scriptsAfterPaint, withEarlyReads } from './prerender';

describe('prerendered pages', () => {
  const shell = [
    '<html><head><title>ThinkStreet</title>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-b.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');

  it('writes / to index.html and every other address to its own file', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/terms')).toBe('terms.html');
  });

  it('puts the markup in #root and the page title, escaped, in <title>', () => {
    const page = fillShell(shell, '<h1>Hi</h1>', 'Terms & <Privacy>');
    expect(page).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(page).toContain('<title>Terms &amp; &lt;Privacy></title>');
  });

  it('marks an app page rendered for every visitor, so the browser renders it afresh', () => {
    expect(fillShell(shell, '<h1>Courses</h1>', 'Courses', true)).toContain(
      '<div id="root" data-prerendered="app"><h1>Courses</h1></div>',
    );
  });

  it('hands the module script and its preloads to /after-paint.js, and leaves the stylesheet alone', () => {
    const page = scriptsAfterPaint(
      shell.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/react-c.js"></head>'),
    );
    expect(page).toContain(
      '<script src="/after-paint.js" data-entry="/assets/index-a.js" data-preload="/assets/react-c.js" defer></script>',
    );
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-b.css">');
  });

  it('leaves a page without a module script as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(scriptsAfterPaint(page)).toBe(page);
  });

  it('asks for an app page’s early reads through /early-reads.js, before the page’s own scripts', () => {
    const page = withEarlyReads(shell, ['/api/analytics/dashboard', '/api/learning-path']);
    expect(page).toContain(
      '<script src="/early-reads.js" data-reads="/api/analytics/dashboard /api/learning-path" fetchpriority="high" async></script>',
    );
    expect(page.indexOf('early-reads')).toBeLessThan(page.indexOf('<script type="module"'));
    expect(page.replace(/<script src="\/early-reads.js"[^>]*><\/script>\s*/, '')).toBe(shell);
    const bare = '<html><head><title>T</title></head><body></body></html>';
    expect(withEarlyReads(bare, ['/api/a'])).toMatch(
      /<title>T<\/title><script src="\/early-reads.js"[^>]*><\/script>\s*<\/head>/,
    );
  });
});
