import { isIPv4, isIPv6 } from 'node:net';

/**
 * The source address that login attempts are counted against: the request's address (request.ip, which honours
 * X-Forwarded-For only when TRUST_PROXY says whom to believe). An IPv6 address counts as its /64 network, because
 * one subscriber holds a whole /64 and could otherwise take a fresh address for every ten guesses; an IPv4
 * address written in IPv6 form counts as itself.
 */
export function sourceOf(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ('2001:db8::1' -> 2001, db8, 0, ..., 1). */
function expandIPv6(address: string): string[] {
  const withoutV4 = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) => {
    const [x, y, z, w] = [a, b, c, d].map(Number) as [number, number, number, number];
    return `${((x << 8) | y).toString(16)}:${((z << 8) | w).toString(16)}`;
  });
  const [head = '', tail] = withoutV4.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
