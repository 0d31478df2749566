/**
 * The `next` query parameter when it is a path on this site: it starts with one '/' (not '//' or
 * '/\', which browsers read as another host) and resolves to the current origin.
 */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
