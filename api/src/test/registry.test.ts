import { RegistrySchema } from '../../../shared/src/contract/registry';
import { bearer, createTestApp, errorCodes, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      operatorToken: 'test-operator',
      registry: {
        discovery: 'http://localhost:3001',
        cart_checkout: 'http://localhost:3002',
        account: 'http://localhost:3003',
        parcel: 'http://localhost:3004',
      },
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

const put = (name: string, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/registry/remotes/${name}`, payload, headers: token ? bearer(token) : {} });

describe('remote registry', () => {
  test('GET is public, not cached, and lists the seeded remotes', async () => {
    const res = await t.request({ method: 'GET', url: '/registry' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const registry = RegistrySchema.parse(res.body);
    const parcel = registry.remotes.find((r) => r.name === 'parcel');
    expect(parcel).toEqual({
      name: 'parcel',
      version: '0.1.0',
      manifestUrl: 'http://localhost:3004/mf-manifest.json',
      enabledModules: ['parcel'],
    });
    expect(registry.remotes.find((r) => r.name === 'discovery')?.enabledModules).toHaveLength(5);
  });

  test('PUT needs the operator token', async () => {
    expect((await put('discovery', { version: '0.2.0' })).status).toBe(401);
    const wrong = await put('discovery', { version: '0.2.0' }, 'not-the-token');
    expect(wrong.status).toBe(401);
    expect(errorCodes(wrong.body)).toEqual(['operator_token']);
    const registry = RegistrySchema.parse((await t.request({ method: 'GET', url: '/registry' })).body);
    expect(registry.remotes.find((r) => r.name === 'discovery')?.version).toBe('0.1.0');
  });

  test('PUT with the token updates one remote and answers the whole registry', async () => {
    const res = await put(
      'discovery',
      { version: '0.2.0', manifestUrl: 'http://localhost:3101/mf-manifest.json', enabledModules: ['food'] },
      'test-operator',
    );
    expect(res.status).toBe(200);
    const registry = RegistrySchema.parse(res.body);
    expect(registry.remotes.find((r) => r.name === 'discovery')).toEqual({
      name: 'discovery',
      version: '0.2.0',
      manifestUrl: 'http://localhost:3101/mf-manifest.json',
      enabledModules: ['food'],
    });
    expect(registry.remotes).toHaveLength(4);
  });

  test('422 on a bad body, 404 on an unknown remote; nothing changes', async () => {
    const before = (await t.request({ method: 'GET', url: '/registry' })).body;
    const bad = await put('account', { manifestUrl: 'not a url', enabledModules: ['laundry'] }, 'test-operator');
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(expect.arrayContaining(['manifestUrl', 'enabledModules.0']));
    expect((await put('account', { surprise: true }, 'test-operator')).status).toBe(422);
    expect((await put('billing', { version: '1.0.0' }, 'test-operator')).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/registry' })).body).toEqual(before);
  });

  test('reset restores the seeded registry (operator token required)', async () => {
    expect((await t.request({ method: 'POST', url: '/registry/reset' })).status).toBe(401);
    const res = await t.request({ method: 'POST', url: '/registry/reset', headers: bearer('test-operator') });
    expect(res.status).toBe(200);
    const registry = RegistrySchema.parse(res.body);
    expect(registry.remotes.find((r) => r.name === 'discovery')?.version).toBe('0.1.0');
    expect(registry.remotes.find((r) => r.name === 'discovery')?.enabledModules).toHaveLength(5);
  });
});
