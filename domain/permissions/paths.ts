/**
 * Path helpers shared by the URL rules.
 *
 * normalisePath drops the query and hash, collapses repeated slashes, resolves '.' and '..' segments
 * (so '/dashboard/City/edit/../../useraccount' is judged as the page the browser would really show)
 * and removes trailing slashes. Comparison stays case-sensitive; percent-encoding is left as given.
 */
export function normalisePath(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  const segments: string[] = [];
  for (const segment of bare.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** True when `path` is `base` itself or lies below it (segment boundary, so '/dashboardx' is not in '/dashboard'). */
export function isWithin(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
