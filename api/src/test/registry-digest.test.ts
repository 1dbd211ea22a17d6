import { RegistryHistorySchema, RegistrySchema } from '@storefront/shared/contract/registry';
import { parseOperators } from '../lib/env';
import { bearer, createTestApp, errorCodes, type TestApp } from './helpers';

// The registry keeps each release's content digest: a re-run deploy of the same files is accepted,
// other files under a published version are refused whatever origin they come from.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { operators: parseOperators(undefined, 'test-operator') } });
});
afterAll(async () => {
  await t.app.close();
});

const digest = (c: string) => `sha256:${c.repeat(64)}`;
const publish = (remote: string, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: `/registry/remotes/${remote}/releases`,
    payload: body,
    headers: bearer('test-operator'),
  });
const releaseOf = async (remote: string, version: string) =>
  RegistrySchema.parse((await t.request({ method: 'GET', url: '/registry' })).body)
    .remotes.find((r) => r.name === remote)
    ?.releases.find((r) => r.version === version);
const publishes = async (version: string) =>
  RegistryHistorySchema.parse(
    (await t.request({ method: 'GET', url: '/registry/history', headers: bearer('test-operator') })).body,
  ).changes.filter((c) => c.kind === 'publish' && c.published?.version === version);
const messageOf = (body: unknown) => (body as { errors: { message: string }[] }).errors[0]?.message ?? '';

test('the same content again is accepted from any origin; the release stays where it was first published', async () => {
  const url = 'http://localhost:3001/releases/discovery/2.0.0/mf-manifest.json';
  expect((await publish('discovery', { version: '2.0.0', manifestUrl: url, digest: digest('a') })).status).toBe(201);
  // A re-run CI job: same files, same URL.
  expect((await publish('discovery', { version: '2.0.0', manifestUrl: url, digest: digest('a') })).status).toBe(200);
  // The same files from a CDN: accepted, and the registry still names the first URL.
  const cdn = 'https://cdn.test/releases/discovery/2.0.0/mf-manifest.json';
  expect((await publish('discovery', { version: '2.0.0', manifestUrl: cdn, digest: digest('a') })).status).toBe(200);
  expect((await releaseOf('discovery', '2.0.0'))?.manifestUrl).toBe(url);
  expect(await publishes('2.0.0')).toHaveLength(1);
});

test('other content under a published version is refused, at the same URL or from another origin', async () => {
  const url = 'http://localhost:3001/releases/discovery/2.1.0/mf-manifest.json';
  expect((await publish('discovery', { version: '2.1.0', manifestUrl: url, digest: digest('b') })).status).toBe(201);
  for (const manifestUrl of [url, 'https://cdn.test/releases/discovery/2.1.0/mf-manifest.json']) {
    const clash = await publish('discovery', { version: '2.1.0', manifestUrl, digest: digest('c') });
    expect(clash.status).toBe(409);
    expect(errorCodes(clash.body)).toEqual(['digest']);
    expect(messageOf(clash.body)).toContain('discovery 2.1.0 is already published with other content');
    expect(messageOf(clash.body)).toContain(`this release's content differs (${digest('c')})`);
  }
  // Without a digest nothing can show it is the same content: refused too.
  const unproven = await publish('discovery', { version: '2.1.0', manifestUrl: url });
  expect(unproven.status).toBe(409);
  expect(messageOf(unproven.body)).toContain('discovery 2.1.0 is already published with a content digest');
  expect((await releaseOf('discovery', '2.1.0'))?.manifestUrl).toBe(url);
  expect(await publishes('2.1.0')).toHaveLength(1);
});

test('one version of two remotes are two releases, each with its own content', async () => {
  const at = (remote: string) => `https://cdn.test/releases/${remote}/2.2.0/mf-manifest.json`;
  expect(
    (await publish('discovery', { version: '2.2.0', manifestUrl: at('discovery'), digest: digest('d') })).status,
  ).toBe(201);
  expect((await publish('account', { version: '2.2.0', manifestUrl: at('account'), digest: digest('e') })).status).toBe(
    201,
  );
  expect((await releaseOf('account', '2.2.0'))?.manifestUrl).toBe(at('account'));
});

test('a release published without a digest is compared by URL, and takes the first digest sent from it', async () => {
  const url = 'http://localhost:3004/releases/2.3.0/mf-manifest.json';
  expect((await publish('parcel', { version: '2.3.0', manifestUrl: url })).status).toBe(201);
  const elsewhere = await publish('parcel', { version: '2.3.0', manifestUrl: 'https://cdn.test/p/mf-manifest.json' });
  expect(elsewhere.status).toBe(409);
  expect(errorCodes(elsewhere.body)).toEqual(['version']);
  expect((await publish('parcel', { version: '2.3.0', manifestUrl: url, digest: digest('f') })).status).toBe(200);
  // From then on the digest decides.
  const other = await publish('parcel', { version: '2.3.0', manifestUrl: url, digest: digest('0') });
  expect(other.status).toBe(409);
  expect(errorCodes(other.body)).toEqual(['digest']);
  expect((await publish('parcel', { version: '2.3.0', manifestUrl: url, digest: digest('f') })).status).toBe(200);
});

test('a digest that is not sha256:<64 hex> is refused before anything is published', async () => {
  for (const bad of ['abc', 'sha1:' + 'a'.repeat(40), `sha256:${'A'.repeat(64)}`]) {
    const res = await publish('discovery', {
      version: '2.4.0',
      manifestUrl: 'https://cdn.test/releases/discovery/2.4.0/mf-manifest.json',
      digest: bad,
    });
    expect(res.status).toBe(422);
  }
  expect(await releaseOf('discovery', '2.4.0')).toBeUndefined();
});
