// Serves one built part from its own origin, as a CDN or bucket would: CORS for the other parts,
// compression, immutable caching for content-hashed files and none for entry points, hardening
// headers, and for the shell a Content-Security-Policy built from the registry. A remote's server
// also serves its published releases under /releases/<remote>/<version>/ (see scripts/deploy-remote.mjs),
// and those published before URLs named the remote under /releases/<version>/.
// Usage (from a package folder): node ../tools/static-server.mjs [--port N] [--dir dist]
//   --single-bundle (shell only): serves the single-bundle build (dist-single) on its own port
import { parseArgs } from 'node:util';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { browserTimeouts } from './browser-settings.mjs';
import { SINGLE_BUNDLE, partByFolder } from './parts.mjs';
import { releasesDir } from './releases.mjs';
import {
  liveManifestUrls,
  pageScriptsOf,
  preloadLinks,
  scopeFromCookies,
  withFirstReads,
  withPreloads,
} from './page-preloads.mjs';
import { originOf, registryOrigins, shellDirectives } from './security/content-security-policy.mjs';
import { withNonces } from './security/page-nonces.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dir: { type: 'string' },
    'single-bundle': { type: 'boolean', default: false },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});
const part = values['single-bundle'] ? SINGLE_BUNDLE : partByFolder(path.basename(process.cwd()));
if (part.folder !== path.basename(process.cwd())) throw new Error(`run the ${part.folder} server from ${part.folder}/`);
const port = Number(values.port ?? process.env.PORT ?? part.port);
const root = path.resolve(values.dir ?? part.dir ?? 'dist');
if (!existsSync(root)) {
  const build = part.dir === 'dist-single' ? 'build:single' : 'build';
  console.error(`${part.folder}: ${root} does not exist; run "npm run ${build} -w ${part.folder}" first.`);
  process.exit(1);
}

const app = Fastify({ logger: false });
// Builds ship every file already compressed at the highest settings (.br, .gz beside it, sent as they
// are by @fastify/static below); anything else, such as /env.js, is compressed on the fly.
await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|woff2?)$/;
app.addHook('onSend', async (request, reply) => {
  reply.header('Access-Control-Allow-Origin', '*');
  // The same URL answers in brotli, gzip or plain: a cache in between must key on the encoding asked.
  if (!/accept-encoding/i.test(String(reply.getHeader('Vary') ?? ''))) reply.header('Vary', 'Accept-Encoding');
  const url = request.url.split('?')[0];
  // An error is never kept: a CDN holding a 404 for a year would hide a file published a moment later.
  if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
  else reply.header('Cache-Control', HASHED.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache');
});

const isHost = part.kind === 'host';
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
// Checked at start: a timeout that is not a whole number of milliseconds stops the server with the reason.
let timeouts = {};
try {
  if (isHost) timeouts = browserTimeouts();
} catch (error) {
  console.error(`${part.folder}: ${error.message}`);
  process.exit(1);
}
const registryUrl = process.env.REGISTRY_URL ?? `${apiUrl}/registry`;

// The registry, read again at most every few seconds: a release on a new origin is allowed on the next
// page load once it is live, in a canary or previewed, and an origin no release in use has any more is
// dropped; the page preloads the manifests live now. The live releases' manifests are read with it:
// they name the scripts each part's page starts with.
let registry = null;
let scriptOrigins = [];
let registryReadAt = 0;
const manifests = new Map();

async function readJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function refreshManifests() {
  const urls = liveManifestUrls(registry);
  for (const url of manifests.keys()) if (!urls.includes(url)) manifests.delete(url);
  await Promise.all(
    urls.map((url) =>
      readJson(url).then(
        (manifest) => manifests.set(url, manifest),
        // A part's server down: its page loads without the preloads (the shell shows its fallback).
        () => manifests.delete(url),
      ),
    ),
  );
}

async function refreshRegistry() {
  if (Date.now() - registryReadAt < 3000) return;
  registryReadAt = Date.now();
  try {
    registry = await readJson(registryUrl);
    scriptOrigins = registryOrigins(registry);
  } catch {
    // Registry unreachable: keep what was last read.
  }
  // Read in the background: a part's server that is slow to answer never holds up the page, which
  // then goes out with the manifests read last. The single bundle has no manifest to read.
  if (!values['single-bundle']) void refreshManifests();
}
if (isHost) {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && !path.extname(request.url.split('?')[0])) await refreshRegistry();
  });
}
// Source maps are built for the team's error tooling, not for the public: the scripts name none
// (webpack's hidden-source-map) and none is served, from a build or a release.
app.addHook('onRequest', async (request, reply) => {
  if (request.url.split('?')[0].endsWith('.map')) return reply.code(404).send('Not found');
});

await app.register(fastifyHelmet, {
  contentSecurityPolicy: isHost
    ? {
        useDefaults: false,
        directives: Object.fromEntries(
          Object.keys(
            shellDirectives({ scriptOrigins: [], apiOrigin: '', maps: false, firebase: false, dev: false }),
          ).map((name) => [
            name,
            [
              () =>
                shellDirectives({
                  scriptOrigins,
                  apiOrigin: new URL(apiUrl).origin,
                  registryOrigin: originOf(registryUrl),
                  maps: Boolean(process.env.GOOGLE_MAPS_KEY),
                  firebase: Boolean(process.env.FIREBASE_CONFIG),
                  dev: process.env.STOREFRONT_DEV === '1',
                })[name].join(' '),
            ],
          ]),
        ),
      }
    : // A remote's server sends scripts and JSON only: nothing of it may be framed or run as a page.
      { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  // Remotes' scripts are loaded by the shell's page on another origin.
  crossOriginResourcePolicy: { policy: isHost ? 'same-origin' : 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  // Google sign-in opens a popup that must be able to answer the page.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Local origins are plain http; HSTS belongs to the TLS front of a real deployment.
  strictTransportSecurity: false,
  // Nonces per response: the shell's page allows inline styles and scripts only with them (page-nonces.mjs).
  enableCSPNonces: isHost,
});

// The shell's page is not a static file: it is sent below with its preloads, for / as for deep links.
await app.register(fastifyStatic, {
  root,
  wildcard: false,
  cacheControl: false,
  // A watch build (npm run dev) keeps the files of the last production build, their .br and .gz too:
  // those would be stale, so in development every answer is compressed on the fly.
  preCompressed: process.env.STOREFRONT_DEV !== '1',
  ...(isHost ? { index: false, allowedPath: (pathname) => pathname !== '/index.html' } : {}),
});

if (!isHost) {
  // Published releases: immutable, each under its remote and version (older ones under their version).
  // The folder has the same layout as the URLs, so both are served as they are.
  const releases = releasesDir(part.folder);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/releases/') && reply.statusCode < 400) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
  });
  app.get('/releases/*', async (request, reply) => {
    const relative = path.normalize(request.params['*'] ?? '').replace(/^(\.\.[/\\])+/, '');
    if (!existsSync(path.join(releases, relative))) return reply.code(404).send('Not found');
    return reply.sendFile(relative, releases);
  });
}

if (isHost) {
  // Runtime settings for the shell: where the API and the registry are, which SDK keys are on, and the
  // timeouts set (API_TIMEOUT_MS, REGISTRY_TIMEOUT_MS; the page's defaults otherwise).
  app.get('/env.js', async (_request, reply) => {
    const env = {
      apiUrl,
      registryUrl,
      googleMapsKey: process.env.GOOGLE_MAPS_KEY ?? '',
      firebase: process.env.FIREBASE_CONFIG ? JSON.parse(process.env.FIREBASE_CONFIG) : null,
      ...timeouts,
    };
    reply.type('application/javascript').send(`window.__STOREFRONT_ENV__ = ${JSON.stringify(env)};\n`);
  });
  // Deep links (/store/x, /checkout?page=cart) all start from the shell's page.
  // The page's first reads run inline, right after /env.js has said where the API is (shell/src/first-reads.ts).
  const indexHtml = withFirstReads(
    readFileSync(path.join(root, 'index.html'), 'utf8'),
    existsSync(path.join(root, 'first-reads.js')) ? readFileSync(path.join(root, 'first-reads.js'), 'utf8') : '',
  );
  // The shell's own manifest: which files carry the shared libraries it loads on demand.
  const shellManifestFile = path.join(root, 'mf-manifest.json');
  const shell = {
    manifest: existsSync(shellManifestFile) ? JSON.parse(readFileSync(shellManifestFile, 'utf8')) : undefined,
    pageScripts: pageScriptsOf(indexHtml),
  };
  // The single bundle has every part compiled in: it reads the registry, but no manifest.
  const preloadRemotes = values['single-bundle'] ? [] : process.env.PRELOAD_REMOTES?.split(',').filter(Boolean);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0])) {
      reply.code(404).send('Not found');
      return;
    }
    const links = preloadLinks({
      registryUrl,
      registry,
      scope: scopeFromCookies(request.headers.cookie),
      pathname: request.url.split('?')[0],
      manifests,
      shell,
      ...(preloadRemotes ? { remotes: preloadRemotes } : {}),
    });
    // The preloads follow the scope cookie: a cache in between must key on it.
    reply.header('Vary', 'Accept-Encoding, Cookie');
    reply.type('text/html').send(withNonces(withPreloads(indexHtml, links), reply.cspNonce));
  });
}

await app.listen({ port, host: values.host });
console.log(
  `${part.name ?? part.folder} serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}`,
);
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
