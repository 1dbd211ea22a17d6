// npm test: installs what is missing (npm packages, Debian's Chromium), then runs lint, format check,
// typecheck, the unit tests and the Playwright suite against the composed site.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT, ensureInstalled } from '../tools/run-parts.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function sh(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  const canApt = sh('sh', ['-c', 'command -v apt-get >/dev/null']);
  if (!isRoot || !canApt) {
    console.error(
      `Chromium is not at ${CHROMIUM_PATH}. Install Debian's chromium (as root: apt-get update && apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!sh('apt-get', ['update', '-qq'], { env }) || !sh('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) {
    console.error('Installing chromium with apt-get failed; see the messages above.');
    process.exit(1);
  }
}

ensureInstalled();
ensureChromium();

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2']],
  ['unit tests', 'npx', ['jest']],
  ['e2e tests', 'npm', ['run', 'test', '-w', 'e2e']],
];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  if (!sh(command, args)) {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
}
console.log('\n✔ lint, format, typecheck, unit and e2e tests passed');
