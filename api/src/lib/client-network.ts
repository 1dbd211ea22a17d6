import net from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!net.isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}

/**
 * The network a request comes from, as one sender: an IPv4 address, or the /64 prefix of an IPv6
 * one (a single subscriber is usually given a whole /64, so its addresses are one sender).
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':').toLowerCase()}::/64` : address;
}
