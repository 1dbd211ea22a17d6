import net from 'node:net';

/**
 * Which proxies in front of the API are believed about the client's address (X-Forwarded-For):
 * none, all, the nearest `hops` ones, or those at the listed addresses and ranges.
 */
export type TrustProxy = boolean | number | string[];

/** The named ranges Fastify's proxy-addr knows. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy (the socket's peer is the client); `true` every
 * one; a whole number that many hops nearest the API; else a comma list of addresses and CIDRs of the
 * load balancers. Anything else stops the server: a typo must not silently key every rate limit on
 * the balancer's address, or on an address the client wrote.
 */
export function readTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'false') return false;
  if (lower === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) throw new Error(`TRUST_PROXY's hop count is too large: ${value}`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses and CIDRs ` +
        `(e.g. 10.0.0.0/8,192.168.1.7): "${wrong}" is none of these.`,
    );
  }
  return entries;
}

/**
 * Fastify's trustProxy option. Fastify 5 ignores a bare hop count (it cannot check the peer), so the
 * count becomes a function trusting that many hops nearest the API, as the setting promises.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
