// The shell page's Content-Security-Policy: scripts only from the shell itself and the origins of the
// releases the registry has in use (live, in a canary, or under an open preview link), and Google Maps
// or Firebase when they are configured; calls to the API, the registry and those origins.

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
// Map tiles, markers and Street View pictures: the hosts Google lists for the Maps JavaScript API.
const GOOGLE_MAPS_IMAGES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.googleusercontent.com',
];
// Firebase Auth's phone sign-in solves an invisible reCAPTCHA: its script and frame come from Google.
const FIREBASE = ['https://www.gstatic.com', 'https://apis.google.com', 'https://www.google.com/recaptcha/'];
const FIREBASE_FRAMES = [
  'https://*.firebaseapp.com',
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
const FIREBASE_CONNECT = ['https://*.googleapis.com', 'https://*.firebaseio.com', 'https://*.cloudfunctions.net'];

/** The versions of a remote some browser may load now: live in a scope, a scope's canary, or previewed. */
function versionsInUse(registry, remote) {
  return new Set([
    ...Object.values(remote.live ?? {}),
    ...Object.values(remote.canary ?? {}).map((canary) => canary?.version),
    ...(registry.previewed ?? []).filter((preview) => preview.remote === remote.name).map((p) => p.version),
  ]);
}

/**
 * Origins of the manifests of the releases in use in a registry reply: live for any module, in a
 * canary, or previewed (GET /registry lists the releases an open preview link loads). A release
 * published once and never used, or no longer used, is not trusted for every customer's page.
 */
export function registryOrigins(registry) {
  const origins = new Set();
  for (const remote of registry?.remotes ?? []) {
    const inUse = versionsInUse(registry, remote);
    for (const release of remote.releases ?? []) {
      if (!inUse.has(release.version)) continue;
      try {
        origins.add(new URL(release.manifestUrl).origin);
      } catch {
        // A URL the registry would not have accepted; nothing to allow.
      }
    }
  }
  return [...origins];
}

/**
 * The shell page's directives. Inline styles and scripts are allowed only with the page's
 * per-response nonces, which the static server adds to style-src and script-src (helmet's CSP
 * nonces) and to the page (page-nonces.mjs).
 * @param {object} site
 * @param {string[]} site.scriptOrigins  origins of the releases in use (registryOrigins)
 * @param {string} site.apiOrigin
 * @param {string} [site.registryOrigin]  the registry's origin (REGISTRY_URL), when not the API's
 * @param {boolean} site.maps      a Google Maps key is configured
 * @param {boolean} site.firebase  a Firebase configuration is set
 * @param {boolean} site.dev       development builds evaluate their modules
 */
export function shellDirectives({ scriptOrigins, apiOrigin, registryOrigin, maps, firebase, dev }) {
  const scripts = ["'self'", ...scriptOrigins, ...(maps ? GOOGLE_MAPS : []), ...(firebase ? FIREBASE : [])];
  return {
    'default-src': ["'self'"],
    'script-src': dev ? [...scripts, "'unsafe-eval'"] : scripts,
    'style-src': ["'self'", ...(maps ? ['https://fonts.googleapis.com'] : [])],
    'font-src': ["'self'", 'data:', ...(maps ? ['https://fonts.gstatic.com'] : [])],
    // Catalogue and uploaded pictures come from the API; the parts may ship their own images;
    // previews of chosen files are blob: URLs.
    'img-src': ["'self'", apiOrigin, ...scriptOrigins, 'data:', 'blob:', ...(maps ? GOOGLE_MAPS_IMAGES : [])],
    // The shell reads the registry and reports load failures to it: it may live on its own origin.
    'connect-src': [
      "'self'",
      apiOrigin,
      ...(registryOrigin && registryOrigin !== apiOrigin ? [registryOrigin] : []),
      ...scriptOrigins,
      ...(maps ? GOOGLE_MAPS : []),
      ...(firebase ? FIREBASE_CONNECT : []),
    ],
    'frame-src': firebase ? FIREBASE_FRAMES : ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The origin of a URL, or undefined for one that is not absolute. */
export function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The same directives as one header value. */
export const serializeDirectives = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
