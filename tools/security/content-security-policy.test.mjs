import { originOf, registryOrigins, serializeDirectives, shellDirectives } from './content-security-policy.mjs';

const registry = {
  remotes: [
    { name: 'discovery', releases: [{ manifestUrl: 'http://localhost:3001/mf-manifest.json' }] },
    {
      name: 'account',
      releases: [
        { manifestUrl: 'https://cdn.example.com/account/1.2.0/mf-manifest.json' },
        { manifestUrl: 'https://cdn.example.com/account/1.3.0/mf-manifest.json' },
      ],
    },
  ],
};

test('scripts are allowed from the shell and every origin a release is published from, once each', () => {
  expect(registryOrigins(registry)).toEqual(['http://localhost:3001', 'https://cdn.example.com']);
  const directives = shellDirectives({
    scriptOrigins: registryOrigins(registry),
    apiOrigin: 'http://localhost:4000',
    maps: false,
    firebase: false,
    dev: false,
  });
  expect(directives['script-src']).toEqual(["'self'", 'http://localhost:3001', 'https://cdn.example.com']);
  expect(serializeDirectives(directives)).toContain("object-src 'none'");
  expect(serializeDirectives(directives)).not.toContain('unsafe-eval');
});

test('Google Maps and Firebase are allowed only when configured', () => {
  const off = shellDirectives({ scriptOrigins: [], apiOrigin: 'http://a', maps: false, firebase: false, dev: false });
  expect(off['script-src']).toEqual(["'self'"]);
  const on = shellDirectives({ scriptOrigins: [], apiOrigin: 'http://a', maps: true, firebase: true, dev: false });
  expect(on['script-src']).toEqual(expect.arrayContaining(['https://maps.googleapis.com', 'https://www.gstatic.com']));
  // Phone sign-in's invisible reCAPTCHA.
  expect(on['script-src']).toContain('https://www.google.com/recaptcha/');
  expect(on['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
  expect(off['frame-src']).toEqual(["'none'"]);
});

test('a registry entry with a broken URL is skipped', () => {
  expect(registryOrigins({ remotes: [{ releases: [{ manifestUrl: 'not a url' }] }] })).toEqual([]);
  expect(registryOrigins(null)).toEqual([]);
});

test('pictures come only from the site, the API, the parts and data or blob URLs; no http: or https: wildcard', () => {
  const directives = shellDirectives({
    scriptOrigins: ['http://localhost:3001'],
    apiOrigin: 'http://localhost:4000',
    maps: false,
    firebase: true,
    dev: false,
  });
  expect(directives['img-src']).toEqual(["'self'", 'http://localhost:4000', 'http://localhost:3001', 'data:', 'blob:']);
});

test('with Google Maps, the map tiles’ own hosts are listed, never a scheme', () => {
  const on = shellDirectives({ scriptOrigins: [], apiOrigin: 'http://a', maps: true, firebase: true, dev: false });
  expect(on['img-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
  expect(on['img-src']).not.toContain('https:');
  expect(on['img-src']).not.toContain('http:');
});

test('inline styles are not allowed by the policy itself (only by the nonce added per response)', () => {
  for (const maps of [false, true]) {
    const directives = shellDirectives({ scriptOrigins: [], apiOrigin: 'http://a', maps, firebase: maps, dev: true });
    expect(serializeDirectives(directives)).not.toContain('unsafe-inline');
  }
});

test('the registry may answer from its own origin: the shell may call it there, and only connect there', () => {
  const site = { scriptOrigins: [], apiOrigin: 'https://api.example', maps: false, firebase: false, dev: false };
  const apart = shellDirectives({ ...site, registryOrigin: originOf('https://registry.example:8443/registry') });
  expect(apart['connect-src']).toEqual(["'self'", 'https://api.example', 'https://registry.example:8443']);
  expect(apart['script-src']).not.toContain('https://registry.example:8443');
  expect(apart['img-src']).not.toContain('https://registry.example:8443');
  // On the API's origin (the default) it is listed once; a relative URL is the page's own origin.
  const same = shellDirectives({ ...site, registryOrigin: originOf('https://api.example/registry') });
  expect(same['connect-src']).toEqual(["'self'", 'https://api.example']);
  expect(originOf('/registry')).toBeUndefined();
  expect(shellDirectives({ ...site, registryOrigin: undefined })['connect-src']).toEqual([
    "'self'",
    'https://api.example',
  ]);
});
