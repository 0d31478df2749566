import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

/** ra-data-simple-rest's query string: filter, range and sort, each JSON. */
export const ListQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 4000 })),
  range: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.String({ maxLength: 200 })),
});

export interface ListQueryString {
  filter?: string;
  range?: string;
  sort?: string;
}

export interface ParsedList {
  filter: Record<string, unknown>;
  offset: number;
  limit: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads the query leniently: anything malformed falls back to the defaults (page 1 of 10, sorted by id). A
 * getMany (`filter={"id":[...]}` with no range) gets every record it names, up to the largest page.
 */
export function parseListQuery(query: ListQueryString, defaultSort = 'id'): ParsedList {
  const filter = parseJson(query.filter);
  const range = parseJson(query.range);
  const sort = parseJson(query.sort);
  const ids = filter && typeof filter === 'object' && 'id' in filter && Array.isArray(filter.id) ? filter.id.length : 0;
  const [start, end] = Array.isArray(range) ? range.map(Number) : [0, Math.max(DEFAULT_PAGE_SIZE, ids) - 1];
  const offset = Number.isInteger(start) && start! >= 0 ? start! : 0;
  const wanted = Number.isInteger(end) && end! >= offset ? end! - offset + 1 : DEFAULT_PAGE_SIZE;
  const [field, order] = Array.isArray(sort) ? sort : [defaultSort, 'ASC'];
  return {
    filter: filter && typeof filter === 'object' && !Array.isArray(filter) ? (filter as Record<string, unknown>) : {},
    offset,
    limit: Math.min(wanted, MAX_PAGE_SIZE),
    sortField: typeof field === 'string' ? field : defaultSort,
    sortOrder: String(order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** Sends one page of a list with the Content-Range header ra-data-simple-rest reads: `<name> <first>-<last>/<total>`. */
export function sendPage(reply: FastifyReply, name: string, list: ParsedList, rows: readonly unknown[], total: number): FastifyReply {
  const last = list.offset + Math.max(rows.length - 1, 0);
  return reply.header('content-range', `${name} ${list.offset}-${last}/${total}`).send(rows);
}

/** A `q` filter as an ILIKE pattern matching it anywhere, with its own `%`, `_` and `\` taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
