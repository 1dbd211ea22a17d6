// The shell page's Content-Security-Policy: scripts only from the shell itself and the origins the
// registry publishes remotes from (and Google Maps or Firebase when they are configured).

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
// Firebase Auth's phone sign-in solves an invisible reCAPTCHA: its script and frame come from Google.
const FIREBASE = ['https://www.gstatic.com', 'https://apis.google.com', 'https://www.google.com/recaptcha/'];
const FIREBASE_FRAMES = [
  'https://*.firebaseapp.com',
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
const FIREBASE_CONNECT = ['https://*.googleapis.com', 'https://*.firebaseio.com', 'https://*.cloudfunctions.net'];

/** Origins of every release's manifest in a registry reply. */
export function registryOrigins(registry) {
  const origins = new Set();
  for (const remote of registry?.remotes ?? []) {
    for (const release of remote.releases ?? []) {
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
 * @param {object} site
 * @param {string[]} site.scriptOrigins  remote origins from the registry
 * @param {string} site.apiOrigin
 * @param {boolean} site.maps      a Google Maps key is configured
 * @param {boolean} site.firebase  a Firebase configuration is set
 * @param {boolean} site.dev       development builds evaluate their modules
 */
export function shellDirectives({ scriptOrigins, apiOrigin, maps, firebase, dev }) {
  const scripts = ["'self'", ...scriptOrigins, ...(maps ? GOOGLE_MAPS : []), ...(firebase ? FIREBASE : [])];
  return {
    'default-src': ["'self'"],
    'script-src': dev ? [...scripts, "'unsafe-eval'"] : scripts,
    // styled-components writes its rules into a style element.
    'style-src': ["'self'", "'unsafe-inline'", ...(maps ? ['https://fonts.googleapis.com'] : [])],
    'font-src': ["'self'", 'data:', ...(maps ? ['https://fonts.gstatic.com'] : [])],
    // Catalogue pictures may come from any image host the API points at.
    'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    'connect-src': [
      "'self'",
      apiOrigin,
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

/** The same directives as one header value. */
export const serializeDirectives = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
