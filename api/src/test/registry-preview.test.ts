import { OpenedPreviewSchema, PreviewLinkSchema } from '@storefront/shared/contract/preview';
import { RegistrySchema } from '@storefront/shared/contract/registry';
import { parseOperators } from '../lib/env';
import { PREVIEW_TEXTS } from '../routes/registry-preview';
import { bearer, createTestApp, errorCodes, FIXED_NOW, type TestApp } from './helpers';

let t: TestApp;
afterEach(async () => {
  await t.app.close();
});
const start = async (env = {}) => {
  t = await createTestApp({ env: { operators: parseOperators(undefined, 'test-operator'), ...env } });
  const published = await t.request({
    method: 'POST',
    url: '/registry/remotes/discovery/releases',
    payload: { version: '1.5.0', manifestUrl: 'https://cdn.test/discovery/1.5.0/mf-manifest.json' },
    headers: bearer('test-operator'),
  });
  expect(published.status).toBe(201);
};
const makeLink = (payload: unknown, token = 'test-operator') =>
  t.request({ method: 'POST', url: '/registry/previews', payload, headers: bearer(token) });
const open = (token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/registry/previews/open', payload: { token }, headers });
const messageOf = (body: unknown) => (body as { errors: { message: string }[] }).errors[0]?.message;

test('an operator gets a signed link that opens the release it names, until it expires', async () => {
  await start();
  const before = (await t.request({ method: 'GET', url: '/registry' })).body;
  const res = await makeLink({ remote: 'discovery', version: '1.5.0', scope: 'grocery', minutes: 30 });
  expect(res.status).toBe(200);
  const link = PreviewLinkSchema.parse(res.body);
  expect(link.path).toBe(`/?preview=${link.token}`);
  expect(new Date(link.expiresAt).getTime() - FIXED_NOW.getTime()).toBe(30 * 60_000);

  const opened = await open(link.token);
  expect(opened.status).toBe(200);
  expect(OpenedPreviewSchema.parse(opened.body)).toEqual({
    remote: 'discovery',
    version: '1.5.0',
    scope: 'grocery',
    expiresAt: link.expiresAt,
    expiresIn: 30 * 60,
  });
  // Nothing anyone else loads has moved; the registry names the release previewed until the link expires.
  const { previewed, ...during } = RegistrySchema.parse((await t.request({ method: 'GET', url: '/registry' })).body);
  expect(during).toEqual(RegistrySchema.parse(before));
  expect(previewed).toEqual([{ remote: 'discovery', version: '1.5.0', expiresAt: link.expiresAt }]);

  t.setNow(new Date(link.expiresAt));
  const late = await open(link.token);
  expect(late.status).toBe(410);
  expect(messageOf(late.body)).toBe(PREVIEW_TEXTS.expired);
  expect(RegistrySchema.parse((await t.request({ method: 'GET', url: '/registry' })).body).previewed).toBeUndefined();
});

test('a link whose release, module or expiry was changed is refused', async () => {
  await start();
  const link = PreviewLinkSchema.parse((await makeLink({ remote: 'discovery', version: '1.5.0' })).body);
  const [payload, signature] = link.token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  expect(claims).toMatchObject({ r: 'discovery', v: '1.5.0', s: null });
  for (const forged of [
    { ...claims, v: '0.1.0' },
    { ...claims, e: Number(claims.e) + 86_400 },
  ]) {
    const res = await open(`${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`);
    expect(res.status).toBe(403);
    expect(messageOf(res.body)).toBe(PREVIEW_TEXTS.invalid);
  }
  expect((await open(`${payload}.${'A'.repeat(43)}`)).status).toBe(403);
  expect((await open('not a token')).status).toBe(422);
});

test('only an operator makes links, for published releases and bounded lifetimes', async () => {
  await start();
  expect((await makeLink({ remote: 'discovery', version: '1.5.0' }, 'guess')).status).toBe(401);
  const unpublished = await makeLink({ remote: 'discovery', version: '9.9.9' });
  expect(unpublished.status).toBe(422);
  expect(errorCodes(unpublished.body)).toEqual(['version']);
  expect((await makeLink({ remote: 'discovery', version: '1.5.0', minutes: 60 * 24 * 30 })).status).toBe(422);
  expect((await makeLink({ remote: 'discovery', version: '1.5.0', minutes: 1 })).status).toBe(422);
});

test('outside local use a link opens only with an operator token beside it', async () => {
  await start({ previewNeedsOperator: true });
  const link = PreviewLinkSchema.parse((await makeLink({ remote: 'discovery', version: '1.5.0' })).body);
  const customer = await open(link.token);
  expect(customer.status).toBe(401);
  expect(messageOf(customer.body)).toBe(PREVIEW_TEXTS.operatorOnly);
  expect((await open(link.token, bearer('test-operator'))).status).toBe(200);
});
