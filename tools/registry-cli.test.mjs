// The registry CLI (scripts/registry.mjs) against a stand-in registry: it says which registry it
// talks to, refuses bad arguments before any call, and enable brings back the version last live.
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let server;
let registryUrl;
const received = [];
/** What the stand-in answers: per "METHOD /path?query", else the registry below. */
let answers = {};

const registry = (live = {}) => ({
  revision: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: ['discovery', 'cart_checkout', 'account', 'parcel'].map((name) => ({
    name,
    releases: [{ version: '0.1.0' }, { version: '1.5.0' }],
    live: live[name] ?? {},
  })),
});

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const key = `${request.method} ${request.url.replace(/^\/registry/, '')}`;
      received.push({ key, body: body ? JSON.parse(body) : null });
      const data = answers[key] ?? registry();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${server.address().port}/registry`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  answers = {};
});

function cli(...args) {
  return new Promise((resolve) => {
    execFile(
      'node',
      [path.join(ROOT, 'scripts/registry.mjs'), ...args],
      { env: { ...process.env, REGISTRY_URL: registryUrl, REGISTRY_OPERATOR_TOKEN: 'test-token' } },
      (error, stdout, stderr) => resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
}

test('every command prints the registry it talks to first', async () => {
  for (const args of [['list'], ['nonsense'], ['--help']]) {
    expect((await cli(...args)).stdout.split('\n')[0]).toBe(`registry: ${registryUrl}`);
  }
});

test.each([
  [['nonsense'], 'Unknown command "nonsense"'],
  [[], 'Name a command'],
  [['set', 'discovery', '1.5.0', 'groceries'], '"groceries" is not a module'],
  [['set', 'discovery', '1.5', 'food'], '"1.5" is not a version'],
  [['disable', 'discovry', 'food'], '"discovry" is not a remote'],
  [['disable', 'discovery'], 'disable <remote> <modules|all>'],
  [['enable', 'account', 'food', '--version', 'latest'], '"latest" is not a version'],
  [['rollback'], 'rollback <remote> [--module m]'],
  [['rollback', '12'], 'rollback --to 12'],
  [['rollback', 'discovery', '--module', 'groceries'], '"groceries" is not a module'],
  [['rollback', 'discovery', 'grocery'], '--module grocery'],
  [['rollback', '--to', 'x'], 'rollback --to <change-id>'],
  [['history', '--module', 'food'], 'history <remote> --module'],
  [['list', '--live', 'food'], "Unknown option '--live'"],
  [['canary', 'discovery', '1.5.0', '--share', '10'], 'canary <remote> <version> --module'],
  [['canary', 'discovery', '1.5.0', '--module', 'grocery'], 'canary <remote> <version> --module'],
  [['canary', 'discovery', '1.5.0', '--module', 'grocery', '--share', '100'], '--share is a whole number from 1 to 99'],
  [['canary', 'discovery', '1.5.0', '--module', 'grocery', '--share', '12.5'], '--share is a whole number'],
  [['canary', 'discovery', 'next', '--module', 'grocery', '--share', '10'], '"next" is not a version'],
  [['canary', 'discovry', '1.5.0', '--module', 'grocery', '--share', '10'], '"discovry" is not a remote'],
  [['promote', 'discovery'], 'promote <remote> --module'],
  [['canary-stop', 'discovery', '--module', 'groceries'], '"groceries" is not a module'],
  [['canary-settings'], 'name one at least'],
  [['canary-settings', '--threshold', '0'], '--threshold is a whole number from 1 to 100'],
  [['preview', 'discovery'], 'preview <remote> <version>'],
  [['preview', 'discovery', '1.5.0', '--minutes', '2'], '--minutes is a whole number from 5 to 1440'],
  [['preview', 'discovery', '1.5.0', '--module', 'groceries'], '"groceries" is not a module'],
])('%j exits non-zero before calling the registry', async (args, message) => {
  const { code, stderr } = await cli(...args);
  expect(code).not.toBe(0);
  expect(stderr).toContain(message);
  expect(received).toEqual([]);
});

test('rollback sends the remote and its scope, or --to for the whole site', async () => {
  answers['GET /history?limit=1'] = { changes: [{ id: 7, action: 'rollback discovery (undoes #5): x' }] };
  const one = await cli('rollback', 'discovery', '--module', 'grocery');
  expect(one.code).toBe(0);
  expect(received[0]).toEqual({ key: 'POST /rollback', body: { remote: 'discovery', scope: 'grocery' } });
  expect(one.stdout).toContain('rollback discovery (undoes #5): x');
  received.length = 0;
  await cli('rollback', '--to', '4');
  expect(received[0]).toEqual({ key: 'POST /rollback', body: { to: 4 } });
});

const offFor = (scope, before) => ({
  changes: [{ id: 6, changes: [{ remote: 'discovery', scope, before, after: null }] }],
});

test('enable brings back the version that was live in that scope, not the newest release', async () => {
  answers['GET /history?remote=discovery&scope=food&limit=1'] = offFor('food', '0.1.0');
  const { code, stdout } = await cli('enable', 'discovery', 'food');
  expect(code).toBe(0);
  expect(received.at(-1)).toEqual({ key: 'PATCH /live', body: { discovery: { food: '0.1.0' } } });
  expect(stdout).toContain('discovery on again: food 0.1.0');
});

test('enable where the remote was never live says so and changes nothing, unless a version is named', async () => {
  answers['GET /history?remote=parcel&scope=food&limit=1'] = { changes: [] };
  const never = await cli('enable', 'parcel', 'food');
  expect(never.code).toBe(1);
  expect(never.stderr).toContain('parcel was never live for food');
  expect(received.map((r) => r.key)).not.toContain('PATCH /live');
  received.length = 0;
  expect((await cli('enable', 'parcel', 'food', '--version', '0.1.0')).code).toBe(0);
  expect(received.at(-1)).toEqual({ key: 'PATCH /live', body: { parcel: { food: '0.1.0' } } });
});

test('enable leaves a scope where the remote is on as it is', async () => {
  answers['GET '] = registry({ discovery: { food: '1.5.0' } });
  const { code, stdout } = await cli('enable', 'discovery', 'food');
  expect(code).toBe(0);
  expect(stdout).toContain('discovery is already on for food.');
  expect(received.map((r) => r.key)).toEqual(['GET ']);
});

test('canary, promote and canary-stop send the remote, module and share, and say what changed', async () => {
  answers['GET /history?limit=1'] = {
    changes: [{ id: 7, action: 'discovery grocery: canary 1.5.0 for 10% of browsers' }],
  };
  answers['POST /canaries'] = {
    ...registry({ discovery: { grocery: '0.1.0' } }),
    remotes: registry().remotes.map((r) =>
      r.name === 'discovery' ? { ...r, canary: { grocery: { version: '1.5.0', share: 10 } } } : r,
    ),
  };
  const started = await cli('canary', 'discovery', '1.5.0', '--module', 'grocery', '--share', '10');
  expect(started.code).toBe(0);
  expect(received[0]).toEqual({
    key: 'POST /canaries',
    body: { remote: 'discovery', scope: 'grocery', version: '1.5.0', share: 10 },
  });
  expect(started.stdout).toContain('discovery grocery: canary 1.5.0 for 10% of browsers');
  expect(started.stdout).toContain('canary: grocery=1.5.0 (10%)');
  received.length = 0;
  await cli('promote', 'discovery', '--module', 'grocery');
  expect(received[0]).toEqual({ key: 'POST /canaries/promote', body: { remote: 'discovery', scope: 'grocery' } });
  received.length = 0;
  await cli('canary-stop', 'discovery', '--module', 'grocery');
  expect(received[0]).toEqual({ key: 'POST /canaries/stop', body: { remote: 'discovery', scope: 'grocery' } });
});

test('canaries lists them with their window, and canary-settings changes only what is named', async () => {
  const settings = { windowMinutes: 10, failurePercent: 20, minFailures: 3 };
  answers['GET /canaries'] = {
    settings,
    canaries: [
      {
        remote: 'discovery',
        scope: 'grocery',
        version: '1.5.0',
        share: 10,
        startedAt: '2026-01-01T00:00:00.000Z',
        startedBy: 'operator',
        loads: 9,
        failures: 2,
        browsers: 6,
        failedBrowsers: 1,
      },
    ],
    rolledBack: [
      {
        remote: 'discovery',
        scope: 'food',
        version: '1.4.0',
        share: 20,
        at: '2026-01-01T00:30:00.000Z',
        reason: '4 of 6 browsers failed to load discovery 1.4.0 in food in the last 10 min (threshold 20 %)',
      },
    ],
  };
  const listed = await cli('canaries');
  expect(listed.stdout).toContain('discovery grocery: 1.5.0 for 10% of browsers');
  expect(listed.stdout).toContain('2 of 9 loads failed in the window, 1 of 6 browsers');
  expect(listed.stdout).toContain(
    'discovery food: canary 1.4.0 (20%) at 2026-01-01T00:30:00.000Z: rolled back: 4 of 6 browsers failed to load',
  );
  expect(listed.stdout).toContain(
    '20% or more of the browsers that reported on it in the last 10 min failed to load it, and at least 3 of them',
  );
  received.length = 0;
  answers['PATCH /settings'] = { ...settings, minFailures: 1 };
  const changed = await cli('canary-settings', '--min-failures', '1');
  expect(changed.code).toBe(0);
  expect(received.find((r) => r.key === 'PATCH /settings')?.body).toEqual({ minFailures: 1 });
  expect(changed.stdout).toContain('and at least 1 of them');
});

test('preview asks for a signed link and prints it on the site', async () => {
  answers['POST /previews'] = { token: 'abc.def', path: '/?preview=abc.def', expiresAt: '2026-01-01T01:00:00.000Z' };
  const { code, stdout } = await cli('preview', 'discovery', '1.5.0', '--module', 'grocery', '--minutes', '30');
  expect(code).toBe(0);
  expect(received).toEqual([
    { key: 'POST /previews', body: { remote: 'discovery', version: '1.5.0', scope: 'grocery', minutes: 30 } },
  ]);
  expect(stdout).toContain('Preview of discovery 1.5.0 in grocery, until 2026-01-01T01:00:00.000Z:');
  expect(stdout).toContain('http://localhost:3000/?preview=abc.def');
});
