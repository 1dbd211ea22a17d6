import { originOf, registryOrigins, serializeDirectives, shellDirectives } from './content-security-policy.mjs';

const manifest = (origin, remote, version) => ({
  version,
  manifestUrl: `${origin}/${remote}/${version}/mf-manifest.json`,
});
const registry = {
  remotes: [
    {
      name: 'discovery',
      releases: [
        manifest('http://localhost:3001', 'discovery', '0.1.0'),
        // Published once from a host no longer trusted, and used nowhere now.
        manifest('https://old-cdn.example.com', 'discovery', '0.9.0'),
        manifest('https://canary.example.com', 'discovery', '1.5.0'),
      ],
      live: { default: '0.1.0', food: '0.1.0' },
      canary: { food: { version: '1.5.0', share: 10 } },
    },
    {
      name: 'account',
      releases: [
        manifest('https://cdn.example.com', 'account', '1.2.0'),
        manifest('https://cdn.example.com', 'account', '1.3.0'),
        manifest('https://preview.example.com', 'account', '1.4.0'),
        manifest('https://unused.example.com', 'account', '1.5.0'),
      ],
      live: { grocery: '1.3.0' },
    },
    // Off everywhere: none of its releases is in use.
    { name: 'parcel', releases: [manifest('https://parcel.example.com', 'parcel', '1.0.0')], live: {} },
  ],
  previewed: [{ remote: 'account', version: '1.4.0', expiresAt: '2026-01-01T13:00:00.000Z' }],
};

test('scripts are allowed from the shell and the origins of releases live, in a canary or previewed, once each', () => {
  expect(registryOrigins(registry)).toEqual([
    'http://localhost:3001',
    'https://canary.example.com',
    'https://cdn.example.com',
    'https://preview.example.com',
  ]);
  const directives = shellDirectives({
    scriptOrigins: registryOrigins(registry),
    apiOrigin: 'http://localhost:4000',
    maps: false,
    firebase: false,
    dev: false,
  });
  expect(directives['script-src']).toEqual([
    "'self'",
    'http://localhost:3001',
    'https://canary.example.com',
    'https://cdn.example.com',
    'https://preview.example.com',
  ]);
  expect(serializeDirectives(directives)).toContain("object-src 'none'");
  expect(serializeDirectives(directives)).not.toContain('unsafe-eval');
});

test('an origin leaves the list once no release from it is in use, and joins it when one is', () => {
  const discovery = registry.remotes[0];
  const account = registry.remotes[1];
  // The canary ends, the preview link expires (the registry stops listing it), account 1.5.0 goes live.
  const later = {
    remotes: [{ ...discovery, canary: {} }, { ...account, live: { grocery: '1.5.0' } }, registry.remotes[2]],
  };
  expect(registryOrigins(later)).toEqual(['http://localhost:3001', 'https://unused.example.com']);
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
  expect(
    registryOrigins({
      remotes: [{ releases: [{ version: '1.0.0', manifestUrl: 'not a url' }], live: { food: '1.0.0' } }],
    }),
  ).toEqual([]);
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
