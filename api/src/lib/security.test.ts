import crypto from 'node:crypto';
import fs from 'node:fs';
import { hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from './security';

// One hash at the production cost takes a fraction of a second.
jest.setTimeout(30_000);

const legacyHash = (password: string) => {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
};

/** The nice value of each of this process's threads, the main one first (Linux). */
const threadNiceValues = () =>
  [String(process.pid), ...fs.readdirSync('/proc/self/task').filter((tid) => tid !== String(process.pid))].map(
    (tid) => {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    },
  );

describe('password hashes', () => {
  (process.platform === 'linux' ? test : test.skip)(
    'are made on threads of the lowest CPU priority, so requests that need the cores come first',
    async () => {
      await Promise.all([hashPassword('secret-pass-1'), verifyPassword('secret-pass-2', null)]);
      const [main, ...others] = threadNiceValues();
      expect(main).toBe(0);
      expect(others.filter((nice) => nice === 19).length).toBeGreaterThanOrEqual(2);
    },
  );

  test('new hashes carry their cost: scrypt$N$r$p$salt$key', async () => {
    const stored = await hashPassword('secret-pass-1');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(stored.split('$')[1]).toBe(String(SCRYPT_COST.N));
    expect(await verifyPassword('secret-pass-1', stored)).toBe(true);
    expect(await verifyPassword('secret-pass-2', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  test('the older scrypt$salt$key form still verifies, as N=2^14, and asks to be rehashed', async () => {
    const stored = legacyHash('old-password-1');
    expect(await verifyPassword('old-password-1', stored)).toBe(true);
    expect(await verifyPassword('old-password-2', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  test('no hash, a malformed one or an unbounded cost never matches', async () => {
    const key = 'ab'.repeat(64);
    for (const stored of [
      null,
      '',
      'plain',
      `scrypt$${2 ** 30}$8$1$${'00'.repeat(16)}$${key}`,
      `scrypt$1000$8$1$00$${key}`,
    ]) {
      expect(await verifyPassword('secret-pass-1', stored)).toBe(false);
    }
  });
});
