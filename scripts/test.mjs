// npm test: installs what is missing (npm packages, Debian's Chromium, nginx and PostgreSQL), then runs lint,
// format check, typecheck, the unit tests, the API's tests once more on PostgreSQL and the Playwright suite
// against the composed site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { CHROMIUM_PACKAGES } from '../tools/chromium.mjs';
import { ROOT, ensureInstalled } from '../tools/run-parts.mjs';

// The e2e static origin (e2e/static-origin/nginx.conf): nginx and its module for precompressed brotli.
const NGINX_FILES = {
  nginx: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
  'libnginx-mod-http-brotli-static': '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
};
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** Whether Debian's PostgreSQL server binaries (any version) are installed, or PG_BIN names them. */
function hasPostgres() {
  if (process.env.PG_BIN) return existsSync(`${process.env.PG_BIN}/initdb`);
  return (
    existsSync(POSTGRES_ROOT) && readdirSync(POSTGRES_ROOT).some((v) => existsSync(`${POSTGRES_ROOT}/${v}/bin/initdb`))
  );
}

function sh(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status === 0;
}

function ensureDebianPackages() {
  const missing = [
    // The e2e suite's browsers (tools/chromium.mjs).
    ...Object.keys(CHROMIUM_PACKAGES).filter((name) => !existsSync(CHROMIUM_PACKAGES[name])),
    ...Object.keys(NGINX_FILES).filter((name) => !existsSync(NGINX_FILES[name])),
    ...(hasPostgres() ? [] : ['postgresql']),
  ];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const canApt = sh('sh', ['-c', 'command -v apt-get >/dev/null']);
  if (!isRoot || !canApt) {
    console.error(
      `Missing Debian packages: ${missing.join(', ')}. Install them (as root: apt-get update && apt-get install -y ${missing.join(' ')}); ` +
        'CHROMIUM_PATH and FULL_CHROMIUM_PATH may name other Chromium binaries. Then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!sh('apt-get', ['update', '-qq'], { env }) || !sh('apt-get', ['install', '-y', '-qq', ...missing], { env })) {
    console.error(`Installing ${missing.join(', ')} with apt-get failed; see the messages above.`);
    process.exit(1);
  }
  // The tests start nginx and PostgreSQL on ports and in folders of their own: the system services the
  // packages may have started (where services may start) would only hold ports 80 and 5432, so they are
  // stopped and not started at boot.
  const stopService = (name) =>
    `(command -v systemctl >/dev/null && systemctl disable --now ${name}) || (command -v service >/dev/null && service ${name} stop) || true`;
  for (const name of ['nginx', 'postgresql'].filter((service) => missing.includes(service))) {
    sh('sh', ['-c', `${stopService(name)} 2>/dev/null`]);
  }
}

ensureInstalled();
ensureDebianPackages();

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2']],
  ['unit tests', 'npx', ['jest']],
  // A PostgreSQL that cannot start fails this step with the reason; it is never skipped.
  ['API tests on PostgreSQL', 'npm', ['run', 'test:postgres', '-w', 'api']],
  // Built before the suite starts (it would build what is stale itself), so its time is its own.
  [
    'builds',
    'node',
    ['--input-type=module', '-e', "import { ensureBuilt } from './tools/run-parts.mjs'; ensureBuilt();"],
  ],
  ['e2e tests', 'npm', ['run', 'test', '-w', 'e2e']],
];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  if (!sh(command, args)) {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
}
console.log('\n✔ lint, format, typecheck, unit tests (the API on SQLite and PostgreSQL) and e2e tests passed');
