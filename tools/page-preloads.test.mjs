import { preloadLinks, scopeFromCookies, withPreloads } from './page-preloads.mjs';

const release = (name, version) => ({
  version,
  manifestUrl: `https://${name}.example/${version}/mf-manifest.json`,
  publishedAt: '2026-01-01T00:00:00Z',
});
const registry = {
  revision: 3,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: [
    {
      name: 'discovery',
      releases: [release('discovery', '1.0.0'), release('discovery', '1.1.0')],
      live: { default: '1.1.0', food: '1.0.0' },
    },
    { name: 'cart_checkout', releases: [release('cart', '2.0.0')], live: { default: '2.0.0' } },
    { name: 'account', releases: [release('account', '1.0.0')], live: { default: '1.0.0' } },
  ],
};
const hrefs = (links) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

test('the registry and the manifests of the default remotes live for a customer with no module chosen', () => {
  const links = preloadLinks({ registryUrl: 'https://api.example/registry', registry });
  expect(hrefs(links)).toEqual([
    'https://api.example/registry',
    'https://discovery.example/1.1.0/mf-manifest.json',
    'https://cart.example/2.0.0/mf-manifest.json',
  ]);
  // Fetched with CORS and no credentials, as the shell and the federation runtime fetch them.
  expect(links.match(/<link rel="preload" [^>]*as="fetch" crossorigin>/g)).toHaveLength(3);
});

test("the customer's scope picks the release live there, and a remote off there is not preloaded", () => {
  const links = preloadLinks({ registryUrl: 'https://api.example/registry', registry, scope: 'food' });
  expect(hrefs(links)).toEqual(['https://api.example/registry', 'https://discovery.example/1.0.0/mf-manifest.json']);
});

test("the scope comes from the shell's cookie, and anything else is the default scope", () => {
  expect(scopeFromCookies('a=1; storefront_scope=grocery; b=2')).toBe('grocery');
  expect(scopeFromCookies('storefront_scope=../../x')).toBe('default');
  expect(scopeFromCookies(undefined)).toBe('default');
});

test('a remote that is off, and a registry not read yet, leave just what is known', () => {
  const off = { ...registry, remotes: registry.remotes.map((remote) => ({ ...remote, live: {} })) };
  expect(hrefs(preloadLinks({ registryUrl: 'https://api.example/registry', registry: off }))).toEqual([
    'https://api.example/registry',
  ]);
  expect(hrefs(preloadLinks({ registryUrl: 'https://api.example/registry', registry: null }))).toEqual([
    'https://api.example/registry',
  ]);
});

test('a URL cannot break out of its attribute', () => {
  const links = preloadLinks({ registryUrl: 'https://api.example/registry?a="><script>', registry: null });
  expect(links).toContain('href="https://api.example/registry?a=&quot;>&lt;script>"');
});

test('the preloads go first in the head, ahead of the scripts', () => {
  const html = '<!doctype html><html><head><meta charset="utf-8"/><script src="/env.js"></script></head></html>';
  expect(withPreloads(html, '<link rel="preload">')).toBe(
    '<!doctype html><html><head><link rel="preload"><meta charset="utf-8"/><script src="/env.js"></script></head></html>',
  );
});
