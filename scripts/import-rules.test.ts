import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { violations } from './import-rules';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import direction', () => {
  it('holds for the whole project', () => {
    expect(violations(resolve(import.meta.dirname, '../src'))).toEqual([]);
  });

  it('catches core importing the server, web importing the server and content importing core', () => {
    const root = tree({
      'core/a.ts': "import { x } from '../server/db';",
      'web/b.tsx': "const m = import('../server/app');",
      'content/c.ts': "export { y } from '../core/y';",
      'server/ok.ts': "import { z } from '../core/z';",
    });
    expect(violations(root)).toEqual([
      'content/c.ts: content may not import core (../core/y)',
      'core/a.ts: core may not import server (../server/db)',
      'web/b.tsx: web may not import server (../server/app)',
    ]);
  });
});
