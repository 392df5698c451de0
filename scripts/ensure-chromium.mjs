// Finds Debian's Chromium for the browser journeys, installing it with apt-get when this machine
// allows (root + apt). Playwright's own browser download cannot work here, so we never try it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      'The browser journeys need Chromium. Install it with `sudo apt-get install -y chromium` ' +
        '(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser journeys (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    {
      stdio: 'inherit',
      env,
    },
  );
  const installed = chromiumPath();
  if (!installed) {
    console.error('apt-get finished but no Chromium binary was found.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
