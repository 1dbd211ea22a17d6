import {
  liveManifestUrls,
  pageScriptsOf,
  partScripts,
  preloadLinks,
  scopeFromCookies,
  sharedScriptsAtStart,
  withFirstReads,
  withPreloads,
} from './page-preloads.mjs';
import { PART_SCRIPT_PRELOADS_ID } from '../shell/src/composition/part-script-preloads.mjs';

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
    { name: 'parcel', releases: [release('parcel', '1.0.0')], live: { parcel: '1.0.0' } },
  ],
};

/** A release's manifest as the federation plugin writes it (publicPath "auto": files beside it). */
const manifestOf = (entry = { name: 'remoteEntry.js', path: '' }, publicPath = 'auto') => ({
  metaData: { publicPath, remoteEntry: entry },
  exposes: [
    { name: 'app', assets: { js: { sync: ['483.a1.js', '__federation_expose_app.b2.js'], async: ['228.c3.js'] } } },
    { name: 'overlays', assets: { js: { sync: ['__federation_expose_overlays.d4.js'], async: [] } } },
  ],
});
const manifests = new Map(liveManifestUrls(registry).map((url) => [url, manifestOf()]));
const scriptHrefs = (links) => [...links.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1]);
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

test('the first reads run inline right after /env.js, whose settings they read', () => {
  const html = '<body><div></div><script src="/env.js"></script></body>';
  expect(withFirstReads(html, 'start()')).toBe(
    '<body><div></div><script src="/env.js"></script><script>start()</script></body>',
  );
  // No built script (a build without it), or one that would end its element early: the page as it is.
  expect(withFirstReads(html, '')).toBe(html);
  expect(withFirstReads(html, 'a("</script><script>x()")')).toBe(html);
});

test("a page preloads its own part's entry and the files its app module loads with it, and nothing else's", () => {
  const page = (pathname, scope) =>
    scriptHrefs(preloadLinks({ registryUrl: 'x', registry, scope, pathname, manifests }));
  expect(page('/home', 'default')).toEqual([
    'https://discovery.example/1.1.0/remoteEntry.js',
    'https://discovery.example/1.1.0/483.a1.js',
    'https://discovery.example/1.1.0/__federation_expose_app.b2.js',
  ]);
  // The release live in the customer's scope; the parcel module's home is the parcel part's.
  expect(page('/store/quick-mart', 'food')[0]).toBe('https://discovery.example/1.0.0/remoteEntry.js');
  expect(page('/home', 'parcel')[0]).toBe('https://parcel.example/1.0.0/remoteEntry.js');
  expect(page('/checkout', 'default')[0]).toBe('https://cart.example/2.0.0/remoteEntry.js');
  // The shell's own pages, and a part that is off in the scope, preload no part's scripts.
  expect(page('/auth/sign-in', 'default')).toEqual([]);
  expect(page('/parcel-delivery-info', 'default')).toEqual([]);
});

test("a page's part's scripts are listed inert, in the template the shell adopts once its own script runs", () => {
  const links = preloadLinks({ registryUrl: 'x', registry, pathname: '/home', manifests });
  const template = new RegExp(`<template id="${PART_SCRIPT_PRELOADS_ID}">(.*)</template>`).exec(links);
  expect(scriptHrefs(template?.[1] ?? '')).toHaveLength(3);
  // Nothing outside it: a live script preload would share the link with the shell's own script.
  expect(scriptHrefs(links.replace(template?.[0] ?? '', ''))).toEqual([]);
  // A page with none has no template.
  expect(preloadLinks({ registryUrl: 'x', registry, pathname: '/auth/sign-in', manifests })).not.toContain('<template');
});

test("a page whose part is not one of the default remotes preloads that part's manifest too", () => {
  const links = preloadLinks({
    registryUrl: 'https://api.example/registry',
    registry,
    scope: 'parcel',
    pathname: '/home',
  });
  expect(hrefs(links).filter((href) => href.endsWith('mf-manifest.json'))).toEqual([
    'https://parcel.example/1.0.0/mf-manifest.json',
  ]);
  // A default remote's page lists its manifest once.
  const home = preloadLinks({ registryUrl: 'https://api.example/registry', registry, pathname: '/home' });
  expect(hrefs(home)).toEqual([
    'https://api.example/registry',
    'https://discovery.example/1.1.0/mf-manifest.json',
    'https://cart.example/2.0.0/mf-manifest.json',
  ]);
});

test('without its manifest read, or with one of another shape, a page preloads no scripts', () => {
  expect(scriptHrefs(preloadLinks({ registryUrl: 'x', registry, pathname: '/home' }))).toEqual([]);
  const url = 'https://discovery.example/1.1.0/mf-manifest.json';
  expect(partScripts(undefined, url)).toEqual([]);
  expect(partScripts({ metaData: {} }, url)).toEqual([]);
  expect(partScripts({ ...manifestOf(), exposes: [] }, url)).toEqual([]);
});

test("a manifest's entry folder and publicPath are followed", () => {
  const url = 'https://cdn.example/releases/discovery/1.1.0/mf-manifest.json';
  expect(partScripts(manifestOf({ name: 'remoteEntry.js', path: 'entry/' }), url)[0]).toBe(
    'https://cdn.example/releases/discovery/1.1.0/entry/remoteEntry.js',
  );
  expect(partScripts(manifestOf(undefined, 'https://static.example/discovery/'), url)).toEqual([
    'https://static.example/discovery/remoteEntry.js',
    'https://static.example/discovery/483.a1.js',
    'https://static.example/discovery/__federation_expose_app.b2.js',
  ]);
});

test('the manifests to read are those of every release live in some scope, once each', () => {
  expect(liveManifestUrls(registry)).toEqual([
    'https://discovery.example/1.1.0/mf-manifest.json',
    'https://discovery.example/1.0.0/mf-manifest.json',
    'https://cart.example/2.0.0/mf-manifest.json',
    'https://account.example/1.0.0/mf-manifest.json',
    'https://parcel.example/1.0.0/mf-manifest.json',
  ]);
  expect(liveManifestUrls(null)).toEqual([]);
});

/** The shell's manifest: react in its entry, formik on demand in two files of its own. */
const shellManifest = {
  shared: [
    { name: 'react', assets: { js: { sync: ['main.1a.js'], async: [] } } },
    { name: '@storefront/shared/formik', assets: { js: { sync: ['368.f1.js', '822.f2.js'], async: [] } } },
    { name: 'notistack', assets: { js: { sync: ['737.n1.js'], async: [] } } },
  ],
};
const shell = { manifest: shellManifest, pageScripts: ['main.1a.js'] };
const consuming = (names) => ({
  ...manifestOf(),
  metaData: { ...manifestOf().metaData, consumedAtStart: { app: names } },
});

test("the shell's files of the libraries a part's app consumes at start come with the part's scripts, less the page's own", () => {
  const cart = consuming(['react', '@storefront/shared/formik']);
  expect(sharedScriptsAtStart(cart, shell)).toEqual(['/368.f1.js', '/822.f2.js']);
  const checkout = preloadLinks({
    registryUrl: 'x',
    registry,
    pathname: '/checkout',
    manifests: new Map([['https://cart.example/2.0.0/mf-manifest.json', cart]]),
    shell,
  });
  expect(scriptHrefs(checkout)).toEqual([
    'https://cart.example/2.0.0/remoteEntry.js',
    'https://cart.example/2.0.0/483.a1.js',
    'https://cart.example/2.0.0/__federation_expose_app.b2.js',
    '/368.f1.js',
    '/822.f2.js',
  ]);
  // A part whose app needs only what the page's own script carries (notistack is not asked for either).
  expect(sharedScriptsAtStart(consuming(['react']), shell)).toEqual([]);
});

test('without the facts (an older manifest, no shell manifest, another shape) no shared files are added', () => {
  expect(sharedScriptsAtStart(manifestOf(), shell)).toEqual([]);
  expect(sharedScriptsAtStart(consuming(['@storefront/shared/formik']), { pageScripts: [] })).toEqual([]);
  expect(sharedScriptsAtStart(consuming(['@storefront/shared/formik']), { manifest: { shared: 'x' } })).toEqual([]);
  // A file name that is not a plain script file is never put in the page.
  const odd = { manifest: { shared: [{ name: 'a', assets: { js: { sync: ['../x.js', '"><script>.js'] } } }] } };
  expect(sharedScriptsAtStart(consuming(['a']), odd)).toEqual([]);
  // Without the part's own scripts (its manifest not read yet) nothing of the shell's is listed either.
  expect(scriptHrefs(preloadLinks({ registryUrl: 'x', registry, pathname: '/checkout', shell }))).toEqual([]);
});

test("a shell page's own script files are read from its HTML", () => {
  const html =
    '<head><script defer="defer" src="/main.07a9.js"></script></head><body><script src="/env.js"></script><script>x()</script>';
  expect(pageScriptsOf(html)).toEqual(['main.07a9.js', 'env.js']);
});
