import crypto from 'node:crypto';
import path from 'node:path';
import Piscina from 'piscina';
import { boundedPool, PoolBusyError } from './hash-pool';
import { ServerBusyError } from './server-busy';

const KEY_LENGTH = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt's cost for new hashes, measured on the 2-core deployment machine (r=8, p=1): N=2^15 takes
 * 32 MiB and 0.2 s a hash (about 9 a second on both cores); 2^16 0.45 s (4 a second) and 2^17
 * 0.8 s with 128 MiB (2.4 a second). Unknown accounts hash too, so a costlier N would let a
 * modest flood from many addresses fill both cores.
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
/** The cost of hashes stored before the cost was written into them (`scrypt$salt$hash`). */
const LEGACY_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
/** Bounds on a stored cost, so one verification never asks for unbounded memory (128·N·r bytes) or time. */
const MAX_MEMORY = 256 * 1024 * 1024;
const MAX_P = 16;

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/**
 * Hashes running at once: two, on worker threads of their own, so libuv's pool stays for zlib
 * (compressed answers) and file reads. The threads run at the lowest CPU priority (nice 19, where
 * the system allows it): sign-ups and sign-ins take the cores other requests leave, so a flood of
 * them delays catalogue reads by little. A hash waits at most 2 s for its turn, then is refused.
 */
export const PASSWORD_HASHING = boundedPool(2, 2000);
/** The threads PASSWORD_HASHING runs hashes on. */
export const PASSWORD_HASH_THREADS = new Piscina<
  { password: string; salt: Buffer; length: number; cost: ScryptCost },
  Uint8Array
>({
  filename: path.join(__dirname, 'hash-worker.cjs'),
  minThreads: 0,
  maxThreads: 2,
  idleTimeout: 10_000,
  niceIncrement: 19,
});

async function scrypt(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  return Buffer.from(await PASSWORD_HASH_THREADS.run({ password, salt, length, cost }));
}

/** Every hash and check, the dummy one included, takes its turn in PASSWORD_HASHING. */
async function derive(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  try {
    return await PASSWORD_HASHING.run(() => scrypt(password, salt, length, cost));
  } catch (error) {
    if (error instanceof PoolBusyError) throw new ServerBusyError();
    throw error;
  }
}

const HEX = /^(?:[0-9a-f]{2})+$/;
const isPowerOfTwo = (n: number) => Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** `scrypt$N$r$p$salt$key`, or the older `scrypt$salt$key` (N=2^14, r=8, p=1); null for anything else. */
function parseHash(stored: string): StoredHash | null {
  const [scheme, ...parts] = stored.split('$');
  if (scheme !== 'scrypt' || (parts.length !== 2 && parts.length !== 5)) return null;
  const [saltHex = '', keyHex = ''] = parts.slice(-2);
  const cost = parts.length === 2 ? LEGACY_COST : { N: Number(parts[0]), r: Number(parts[1]), p: Number(parts[2]) };
  const costOk =
    isPowerOfTwo(cost.N) &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    128 * cost.N * cost.r <= MAX_MEMORY &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= MAX_P;
  if (!costOk || !HEX.test(saltHex) || !HEX.test(keyHex)) return null;
  return { cost, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

const formatHash = ({ cost, salt, key }: StoredHash) =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('hex')}$${key.toString('hex')}`;

/** scrypt at SCRYPT_COST with a random salt; the cost is stored with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return formatHash({ cost: SCRYPT_COST, salt, key: await derive(password, salt, KEY_LENGTH, SCRYPT_COST) });
}

/**
 * A hash no password matches (its key is all zeros), at today's cost: checking a password against
 * it takes as long as against a real account's.
 */
const DUMMY_HASH = parseHash(
  formatHash({ cost: SCRYPT_COST, salt: Buffer.alloc(16), key: Buffer.alloc(KEY_LENGTH) }),
) as StoredHash;

/**
 * Whether `password` matches the stored hash. Without one (no such account, or an account with no
 * password) the same work runs against a dummy hash, so the answer's timing says nothing.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  const target = parsed ?? DUMMY_HASH;
  const key = await derive(password, target.salt, target.key.length, target.cost);
  return parsed !== null && crypto.timingSafeEqual(key, target.key);
}

/** Whether a stored hash was made at a lower cost than today's (it is replaced at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N < SCRYPT_COST.N || r < SCRYPT_COST.r || p < SCRYPT_COST.p;
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
