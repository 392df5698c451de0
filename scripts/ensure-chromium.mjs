// Finds Debian's Chromium for the browser journeys, installing it with apt-get when this machine
// allows (root + apt). Playwright's own browser download cannot work here, so we never try it.
//
// The headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs headless
// tests in) is preferred: it has no browser UI to run, and the journeys took about a fifth less time
// in it on this 2-core machine (87 s against 112 s for the same eight files). The full browser still
// serves when only it is installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
// Text as the journeys measure it, and the lessons' emoji icons as learners see them in screenshots
// (without a colour emoji font they are empty boxes).
const FONTS = ['fonts-liberation', 'fonts-noto-color-emoji'];

const firstThere = (paths) => paths.filter(Boolean).find((path) => existsSync(path));

export function chromiumPath() {
  return firstThere([process.env.CHROMIUM_PATH, SHELL, ...FULL]);
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

export function ensureChromium() {
  if (firstThere([process.env.CHROMIUM_PATH, SHELL])) return chromiumPath();
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    console.log('Installing Debian Chromium (headless shell) for the browser journeys (apt-get)…');
    try {
      aptInstall(['chromium-headless-shell', ...FONTS]);
    } catch (error) {
      // An older release without the package: the full browser does the same work, only slower.
      if (!firstThere(FULL)) aptInstall(['chromium', ...FONTS]);
      else
        console.warn(
          `apt-get could not install the headless shell (${error.message}); using the full browser.`,
        );
    }
  }
  const found = chromiumPath();
  if (found) return found;
  console.error(
    'The browser journeys need Chromium. Install it with `sudo apt-get install -y chromium-headless-shell` ' +
      '(or `chromium`, or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
