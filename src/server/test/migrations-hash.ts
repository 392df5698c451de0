import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1a } from '../../core/hash';
import { migrationsFolder } from '../db/connect';

/** A name for the current migrations: changes when any migration file is added or edited. */
export function migrationsHash(): string {
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.sql') || name.endsWith('_journal.json'))
    .sort();
  const text = files
    .map((name) => `${name}\n${readFileSync(join(migrationsFolder, name), 'utf8')}`)
    .join('\n');
  return fnv1a(text).toString(36);
}
