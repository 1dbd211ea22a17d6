import crypto from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt with a random salt; stored as `scrypt$<salt hex>$<hash hex>`. */
export function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, KEY_LENGTH, (err, key) => {
      if (err) reject(err);
      else resolve(`scrypt$${salt.toString('hex')}$${key.toString('hex')}`);
    });
  });
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return Promise.resolve(false);
  const expected = Buffer.from(hashHex, 'hex');
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, (err, key) => {
      if (err) reject(err);
      else resolve(key.length === expected.length && crypto.timingSafeEqual(key, expected));
    });
  });
}

/** A random bearer token (what the client holds). */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** What the database holds of a token. */
export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

/** A random positive integer id that fits in a JS number (guest ids). */
export function randomId(): number {
  return crypto.randomInt(100_000_000, 281_474_976_710_655);
}
