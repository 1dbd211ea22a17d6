import crypto from 'node:crypto';

/** What a verified social sign-in tells about the account. */
export interface SocialIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The phone number a Firebase phone sign-in verified (E.164), else null. */
  phone: string | null;
}

/** Checks a Firebase ID token; null when it is not valid. */
export type SocialVerifier = (idToken: string) => Promise<SocialIdentity | null>;

/** Google's public keys for Firebase ID tokens, by key id (X.509 certificates or public keys, PEM). */
export type KeyFetcher = () => Promise<Record<string, string>>;

export const GOOGLE_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Fetches Google's certificates (or those at `url`), cached for the max-age the server sends. */
export function googleCertFetcher(url: string = GOOGLE_CERTS_URL): KeyFetcher {
  let cache: { keys: Record<string, string>; until: number } | null = null;
  return async () => {
    if (cache && cache.until > Date.now()) return cache.keys;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`certificates: HTTP ${res.status}`);
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 3600);
    cache = { keys: (await res.json()) as Record<string, string>, until: Date.now() + maxAge * 1000 };
    return cache.keys;
  };
}

const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Verifies Firebase ID tokens of `projectId` as Firebase documents it: RS256 signed by one of
 * Google's current keys (header kid), audience the project, issuer
 * https://securetoken.google.com/<project>, not expired, issued in the past, a subject.
 */
export function firebaseVerifier(projectId: string, keys: KeyFetcher, now: () => Date): SocialVerifier {
  return async (idToken) => {
    const parts = idToken.split('.');
    if (parts.length !== 3) return null;
    const [h = '', p = '', s = ''] = parts;
    let header: { alg?: string; kid?: string };
    let payload: {
      aud?: string;
      iss?: string;
      exp?: number;
      iat?: number;
      sub?: string;
      email?: string;
      email_verified?: boolean;
      name?: string;
      phone_number?: string;
    };
    try {
      header = decode(h) as typeof header;
      payload = decode(p) as typeof payload;
    } catch {
      return null;
    }
    if (header.alg !== 'RS256' || !header.kid) return null;
    let pem: string | undefined;
    try {
      pem = (await keys())[header.kid];
    } catch {
      return null;
    }
    if (!pem) return null;
    let ok = false;
    try {
      const key = pem.includes('CERTIFICATE') ? new crypto.X509Certificate(pem).publicKey : crypto.createPublicKey(pem);
      ok = crypto.verify('RSA-SHA256', Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'));
    } catch {
      return null;
    }
    const seconds = Math.floor(now().getTime() / 1000);
    if (
      !ok ||
      payload.aud !== projectId ||
      payload.iss !== `https://securetoken.google.com/${projectId}` ||
      typeof payload.exp !== 'number' ||
      payload.exp <= seconds ||
      typeof payload.iat !== 'number' ||
      payload.iat > seconds + 60 ||
      !payload.sub
    ) {
      return null;
    }
    return {
      uid: payload.sub,
      email: payload.email?.toLowerCase() ?? null,
      emailVerified: payload.email_verified === true,
      name: payload.name ?? null,
      phone: payload.phone_number ?? null,
    };
  };
}
