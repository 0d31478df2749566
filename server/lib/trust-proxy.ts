/**
 * TRUST_PROXY, as Fastify's `trustProxy` option. Unset (or empty, "false") trusts nobody: request.ip is the
 * address that opened the connection and X-Forwarded-For is ignored, so a client cannot choose the address its
 * failed logins are counted against. Set it only when the server sits behind a reverse proxy or load balancer:
 * - the proxies' addresses or networks, comma-separated ("127.0.0.1", "10.0.0.0/8,loopback"): X-Forwarded-For
 *   is believed only as far as it passes through them;
 * - "true": every hop is believed (only when nothing can reach the server except through the proxy).
 * A hop count is refused: Fastify cannot check the connecting peer with one, so it would trust nothing.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) throw new Error(`TRUST_PROXY=${text}: give the proxies' addresses (such as 127.0.0.1), not a number of hops`);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}
