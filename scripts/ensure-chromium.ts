/**
 * The e2e suite drives Debian's Chromium. `npm test` runs this first so a fresh machine
 * needs no set-up step of its own: as root it installs the package, otherwise it stops at
 * once with the one command to run (rather than failing twenty minutes later in e2e).
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const present = () => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

if (!present()) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${path}, which is not an executable.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      "The browser tests need Debian's Chromium. Install it, then run npm test again:\n\n  sudo apt-get install -y chromium\n",
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (!present()) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
}
