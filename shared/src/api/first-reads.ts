/**
 * @storefront/shared/first-reads: the API reads a page's largest paint waits for, started by the page
 * itself while its scripts download. Without them a module home asks for its banners only once the
 * shell and discovery have downloaded and run (about 1.9 s on a slow phone), and the banner picture
 * after that. The shell's page runs `startFirstReads` inline (shell/src/first-reads.ts, inlined by the
 * shell's server); the part that renders the page takes the reply with `takeFirstRead`, once, and only
 * if the session's headers are still those the read went with. Not part of the shared singleton: the
 * inline script carries no library, and a part bundles the little it takes.
 */
import { runtimeEnv } from '../config/runtime-env';
import { STORAGE_KEYS } from '../state/storage-keys';
import { PICTURE_SIZES, type PictureSize } from '../ui/picture-sizes';
import { preloadPicture } from '../ui/picture-preload';
import { headersOf, type SessionValues } from './session-headers';

/** How wide a home's banner slide shows (1.1 a view below 600 px, 3 above): its picture's `sizes`. */
export const BANNER_SLIDE_SIZES = '(max-width: 600px) 91vw, (max-width: 1280px) 33vw, 410px';

/** A read the page started: the headers it went with and its reply's body. */
export interface FirstRead {
  headers: Record<string, string>;
  body: Promise<unknown>;
}

declare global {
  interface Window {
    __storefrontFirstReads?: Record<string, FirstRead>;
  }
}

/** A read to start, and the picture of its reply to fetch ahead (the page's largest paint). */
export interface FirstReadPlan {
  path: string;
  picture?: { of: (body: unknown) => unknown; size: PictureSize; sizes: string };
}

const firstBannerPicture = (body: unknown) =>
  (body as { banners?: { image_full_url?: unknown }[] } | null)?.banners?.[0]?.image_full_url;

/** Where a page is: its path and query, as `window.location` has them. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/** A module's home showing its layout, banners first: /home without a `data_type` (a listing's). */
export function isHomeLayout({ pathname, search }: PageAddress): boolean {
  return pathname.replace(/\/+$/, '') === '/home' && !new URLSearchParams(search).has('data_type');
}

/**
 * The reads of a page's largest paint, by its address and the chosen module: a module's home (not
 * parcel's, which is its own part's page) shows its first banner. Reads carry no query: the part's
 * own call for the same path must be the same call.
 */
export function firstReadsFor(page: PageAddress, moduleType: string | undefined): FirstReadPlan[] {
  if (isHomeLayout(page) && moduleType && moduleType !== 'parcel') {
    return [
      {
        path: '/banners',
        picture: { of: firstBannerPicture, size: PICTURE_SIZES.banner, sizes: BANNER_SLIDE_SIZES },
      },
    ];
  }
  return [];
}

function storedJson<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** The session as storage holds it, read the way state/session.ts's atoms read it. */
export function storedSession(storage: Storage): SessionValues & { moduleType: string | undefined } {
  const selected = storedJson<{ id?: unknown; module_type?: unknown }>(storage, STORAGE_KEYS.module);
  const language = storedJson<{ languageCode?: unknown }>(storage, STORAGE_KEYS.language);
  const latLng = storedJson<{ lat: number; lng: number }>(storage, STORAGE_KEYS.currentLatLng);
  return {
    languageCode: typeof language?.languageCode === 'string' ? language.languageCode : 'en',
    latLng,
    zoneId: storage.getItem(STORAGE_KEYS.zoneId),
    moduleId: typeof selected?.id === 'number' ? selected.id : undefined,
    moduleType: typeof selected?.module_type === 'string' ? selected.module_type : undefined,
    token: storage.getItem(STORAGE_KEYS.token),
  };
}

/** Starts the reads of the page at `page` with the stored session's headers. */
export function startFirstReads(page: PageAddress, storage: Storage): void {
  const session = storedSession(storage);
  const { apiUrl } = runtimeEnv();
  const reads: Record<string, FirstRead> = {};
  for (const plan of firstReadsFor(page, session.moduleType)) {
    const headers = headersOf(session);
    const body = fetch(`${apiUrl}/api/v1${plan.path}`, { headers }).then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`${plan.path} answered ${response.status}`)),
    );
    // A failed read is the part's to make again; it is not an error of the page.
    body.catch(() => undefined);
    reads[plan.path] = { headers, body };
    const picture = plan.picture;
    if (picture) {
      void body.then(
        (reply) => {
          const src = picture.of(reply);
          if (typeof src === 'string') preloadPicture(src, picture.size, picture.sizes);
        },
        () => undefined,
      );
    }
  }
  window.__storefrontFirstReads = reads;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The body of the page's read of `path`, taken once; none when the page did not start it or the
 * session changed since (other headers: the part calls again).
 */
export function takeFirstRead(path: string, headers: Record<string, string>): Promise<unknown> | undefined {
  const reads = window.__storefrontFirstReads;
  const read = reads?.[path];
  if (!reads || !read) return undefined;
  delete reads[path];
  return sameHeaders(read.headers, headers) ? read.body : undefined;
}
