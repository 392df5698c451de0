import { type Database, openDatabase } from '../db/connect';
import { DataDirInUseError } from '../db/data-dir-lock';
import { loadConfig } from '../env';
import { setStoredRole } from '../modules/auth/store';

// The operator's command for the administrator role (docs/security.md):
//   npm run admin -- grant EMAIL     the account becomes an administrator
//   npm run admin -- revoke EMAIL    the stored grant is removed
// It opens the database the server uses (DATABASE_URL, or PGlite in DATA_DIR: stop the server first,
// PGlite admits one process at a time).

export async function runAdminCommand(args: readonly string[], out: (line: string) => void): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || !email.includes('@')) {
    out('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
    return 2;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    // The server (or another command) holds the PGlite folder: say which, and stop.
    if (!(error instanceof DataDirInUseError)) throw error;
    out(error.message);
    return 1;
  }
  try {
    const found = await setStoredRole(database.db, email, command === 'grant' ? 'admin' : 'user');
    if (!found) {
      out(`No account has the e-mail address ${email}.`);
      return 1;
    }
    out(
      command === 'grant'
        ? `${email} is now an administrator.`
        : `${email} is no longer granted the administrator role.`,
    );
    if (command === 'revoke' && config.ADMIN_EMAILS.includes(email.toLowerCase()))
      out(
        'Note: the address is still in ADMIN_EMAILS; once verified it stays an administrator. Remove it there too.',
      );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\/src\//, '/src/'))) {
  process.exitCode = await runAdminCommand(process.argv.slice(2), (line) => console.log(line));
}
