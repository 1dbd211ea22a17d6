// npm test: installs what is missing (npm packages, Debian's Chromium and nginx), then runs lint, format check,
// typecheck, the unit tests and the Playwright suite against the composed site.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT, ensureInstalled } from '../tools/run-parts.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The e2e static origin (e2e/static-origin/nginx.conf): nginx and its module for precompressed brotli.
const NGINX_FILES = {
  nginx: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
  'libnginx-mod-http-brotli-static': '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
};

function sh(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status === 0;
}

function ensureDebianPackages() {
  const chromium = existsSync(CHROMIUM_PATH) ? [] : ['chromium'];
  const missing = [...chromium, ...Object.keys(NGINX_FILES).filter((name) => !existsSync(NGINX_FILES[name]))];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const canApt = sh('sh', ['-c', 'command -v apt-get >/dev/null']);
  if (!isRoot || !canApt) {
    console.error(
      `Missing Debian packages: ${missing.join(', ')}. Install them (as root: apt-get update && apt-get install -y ${missing.join(' ')}); ` +
        'CHROMIUM_PATH may name another Chromium binary. Then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!sh('apt-get', ['update', '-qq'], { env }) || !sh('apt-get', ['install', '-y', '-qq', ...missing], { env })) {
    console.error(`Installing ${missing.join(', ')} with apt-get failed; see the messages above.`);
    process.exit(1);
  }
  // The tests start nginx on a port of their own: the system service the package may have started
  // (where services may start) would only hold port 80, so it is stopped and not started at boot.
  const stopService =
    '(command -v systemctl >/dev/null && systemctl disable --now nginx) || (command -v service >/dev/null && service nginx stop) || true';
  if (missing.includes('nginx')) sh('sh', ['-c', `${stopService} 2>/dev/null`]);
}

ensureInstalled();
ensureDebianPackages();

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
