/**
 * The spec's paging protocol, once for every list that speaks it (the desks, the reports on the kit, the order
 * lists): `page` and `page_size` in the query, `{count, next, previous, results}` out, `next` and `previous` the
 * links to the neighbouring pages as DRF writes them. A list adds what it carries besides its rows (its totals).
 */
import { Type } from '@sinclair/typebox';

/** Spec section 9: pages of 10 from page 1; at most 100 rows a page. */
const PAGE_SIZE = 10;
const PAGE_SIZE_LIMIT = 100;

/** The query's paging fields, spread into a list's querystring schema. */
export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_LIMIT })),
};

export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** The page asked for: its number, its size and how many rows come before it. */
export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

/** The page a query asks for, `size` rows when it names none. */
export function windowOf(query: PageQuery, size = PAGE_SIZE): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? size;
  return { page, size: pageSize, offset: (page - 1) * pageSize };
}

/** One row: a record found through its list's read. */
export const ONE_ROW: PageWindow = windowOf({}, 1);

/** The link to another page of the same list: the request's query with that page. */
function pageLink(url: string, page: number, size: number): string {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  params.set('page', String(page));
  params.set('page_size', String(size));
  return `?${params.toString()}`;
}

/** One page in the spec's shape: the list's count and rows (and what it adds) with the links to its neighbours. */
export function pageAnswer<List extends { count: number; results: unknown[] }>(url: string, window: PageWindow, list: List) {
  return {
    ...list,
    next: window.page * window.size < list.count ? pageLink(url, window.page + 1, window.size) : null,
    previous: window.page > 1 ? pageLink(url, window.page - 1, window.size) : null,
  };
}
