import type { InjectOptions } from 'fastify';
import type { CatalogueEntry } from '../../server/plugins/access';
import { MAX_INPUT_DEPTH } from '../../server/plugins/input-guard';

/** One malformed request to a route: what is wrong with it, and the request. */
export interface Malformed {
  what: string;
  request: InjectOptions;
}

const nested = (depth: number, open: string, close: string, inner = '1') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const deepObject = (depth: number) => nested(depth, '{"a":', '}');

interface PropertySchema {
  type?: string;
  maxLength?: number;
  anyOf?: PropertySchema[];
}

/** The declared body properties of a route (TypeBox object schemas are plain JSON schemas). */
function bodyProperties(route: CatalogueEntry): [string, PropertySchema][] {
  const body = route.schema?.body as { properties?: Record<string, PropertySchema> } | undefined;
  return Object.entries(body?.properties ?? {});
}

const typesOf = (schema: PropertySchema): string[] => (schema.anyOf ? schema.anyOf.flatMap(typesOf) : schema.type ? [schema.type] : []);

/** Values that no declared type of a property accepts, each with its description. */
function wrongValues(name: string, schema: PropertySchema): [string, unknown][] {
  const types = typesOf(schema);
  const values: [string, unknown][] = [[`NUL inside ${name}`, 'a\u0000b']];
  if (!types.includes('object')) values.push([`an object for ${name}`, { x: 1 }]);
  if (!types.includes('array')) values.push([`nested arrays for ${name}`, [[['x']]]]);
  if (schema.maxLength !== undefined) values.push([`${name} one character too long`, 'x'.repeat(schema.maxLength + 1)]);
  if (types.includes('integer') || types.includes('number')) values.push([`a huge number for ${name}`, 1e308]);
  if (/date|_gte|_lte/i.test(name)) values.push([`a year beyond JavaScript's range for ${name}`, '275760-09-13']);
  return values;
}

/**
 * At least twenty malformed variants of a request to `route` (with `:params` filled by `id`): NUL characters in
 * the query, the path and the body (values, keys, nested), bodies nested beyond MAX_INPUT_DEPTH, bodies that are
 * not JSON or not of a type the server takes, and per declared body property, values of no accepted type.
 * Every one is refused whatever the route does, so none may change anything.
 */
export function malformedRequests(route: CatalogueEntry, id = '1'): Malformed[] {
  const method = route.method as InjectOptions['method'];
  const url = route.url.replace(/:\w+/g, id);
  const withQuery = (query: string): Malformed => ({ what: `query ${query}`, request: { method, url: `${url}?${query}` } });
  const withBody = (what: string, payload: string, contentType = 'application/json'): Malformed => ({
    what,
    request: { method, url, payload, headers: { 'content-type': contentType } },
  });
  const variants: Malformed[] = [
    withQuery('x=a%00b'),
    withQuery('a%00b=1'),
    withQuery('page=%00'),
    withQuery('id=1%00'),
    withQuery(`filter=${encodeURIComponent('{"q":"\u0000"}')}`),
    withQuery('x=%00&y=%00'),
    withBody('an object nested 9,000 deep', deepObject(9000)),
    withBody('arrays nested 9,000 deep', nested(9000, '[', ']')),
    withBody(`an object nested ${MAX_INPUT_DEPTH + 1} deep`, deepObject(MAX_INPUT_DEPTH + 1)),
    withBody('text that is not JSON', '{"a":'),
    withBody('JSON cut short', '{"a":"b"'),
    withBody('NUL in a value', JSON.stringify({ _n: 'a\u0000b' })),
    withBody('NUL in a key', JSON.stringify({ 'a\u0000b': 1 })),
    withBody('NUL inside nested arrays', JSON.stringify({ a: [['x\u0000']] })),
    withBody('NUL inside nested objects', JSON.stringify({ a: { b: { c: '\u0000' } } })),
    withBody('a bare string holding NUL', JSON.stringify('\u0000')),
    withBody('an array holding NUL', JSON.stringify(['\u0000'])),
    withBody('plain text', '{}', 'text/plain'),
    withBody('XML', '<a/>', 'application/xml'),
    withBody('XML sent as JSON', '<a/>'),
    /:\w+/.test(route.url)
      ? { what: 'NUL in the path', request: { method, url: route.url.replace(/:\w+/g, `${id}%00`) } }
      : withBody('NUL as key and value', JSON.stringify({ '\u0000': '\u0000' })),
  ];
  for (const [name, schema] of bodyProperties(route)) {
    for (const [what, value] of wrongValues(name, schema)) variants.push(withBody(what, JSON.stringify({ [name]: value })));
  }
  return variants;
}
