/**
 * One provider layer for every list the server answers in the spec's paging protocol (the desks and the reports on
 * the kit): `getList` reads the list's call with the list's page as `page` and `page_size` and its sort as
 * `ordering`, and turns `{count, next, previous, results}` into react-admin's `{data, total}`; whatever else the
 * answer carries (the totals of every row, the columns hidden from the caller, a desk's order count) comes back in
 * `meta`. Each area declares its lists (where each is read, how its filters travel) beside its other calls.
 */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { apiFetch } from './http';
import { queryOf } from './query';

/** A list read in the spec's paging protocol. */
export interface PagedList {
  /** Its call, from the list's filters (the pickup desk's finished requests have a call of their own). */
  path: string | ((filter: Record<string, unknown>) => string);
  /** The call's parameters besides the page; by default the list's filters as they are, and `ordering`. */
  params?: (params: GetListParams) => Record<string, unknown>;
  /** The parameters the list needs before it asks (a report's required ones); while one is missing the list is empty and `meta.missing` names them. */
  missing?: (filter: Record<string, unknown>) => string[];
  /** The row key naming each row, when it is not `id`. */
  id?: string;
}

/** Each paged list by its resource's name. */
export type PagedLists = Readonly<Record<string, PagedList>>;

/** A page as the server answers it, with what the list carries besides its rows. */
export interface PageAnswer<Row = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

/** `ordering` as the server reads it: `field`, or `-field` for a descending sort. */
export const orderingOf = (sort: GetListParams['sort']) => (sort ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined);

/** The list's filters as the call's parameters, with its sort as `ordering`. */
const filtersAndOrdering = (params: GetListParams) => ({ ...params.filter, ordering: orderingOf(params.sort) });

/** Sends the paged lists' reads to their calls and every other resource to `base`. */
export function withPagedLists<T extends DataProvider>(base: T, lists: PagedLists): T {
  return {
    ...base,
    getList: async (resource, params) => {
      const list = Object.hasOwn(lists, resource) ? lists[resource] : undefined;
      if (!list) return base.getList(resource, params);
      const filter = params.filter ?? {};
      const missing = list.missing?.(filter) ?? [];
      if (missing.length) return { data: [], total: 0, meta: { missing } };
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const path = typeof list.path === 'string' ? list.path : list.path(filter);
      const query = queryOf({ ...(list.params ?? filtersAndOrdering)(params), page, page_size: perPage });
      const { json } = await apiFetch<PageAnswer & Record<string, unknown>>(`${path}${query}`, { signal: params.signal });
      // The neighbouring pages' links are react-admin's own paging; the rest is the list's meta.
      const { count, results, next: _next, previous: _previous, ...meta } = json;
      const data = results.map((row): RaRecord => (list.id ? { ...row, id: row[list.id] as string | number } : (row as RaRecord)));
      return { data, total: count, meta };
    },
  } as T;
}
