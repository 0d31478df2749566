import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/** The paths of `value` that `schema` does not name: what Fastify's serialiser would silently drop from an answer. */
export function unnamedFields(schema: TSchema | undefined, value: unknown, path = ''): string[] {
  if (!schema || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return schema.items ? value.flatMap((item, index) => unnamedFields(schema.items as TSchema, item, `${path}[${index}]`)) : [];
  const branches = (schema.anyOf ?? schema.allOf ?? schema.oneOf) as TSchema[] | undefined;
  if (branches) {
    const objects = branches.filter((branch) => branch.type === 'object' || branch.anyOf || branch.allOf);
    const answers = objects.map((branch) => unnamedFields(branch, value, path));
    return answers.find((extra) => extra.length === 0) ?? answers[0] ?? [];
  }
  if (schema.type !== 'object' || schema.additionalProperties === true || schema.patternProperties) return [];
  const properties = (schema.properties ?? {}) as Record<string, TSchema>;
  const additional = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as TSchema) : undefined;
  return Object.entries(value).flatMap(([key, field]) => {
    const named = properties[key] ?? additional;
    if (!named) return field === undefined ? [] : [`${path}.${key}`];
    return unnamedFields(named, field, `${path}.${key}`);
  });
}

/**
 * In tests, an answer carrying a field its route's response schema does not name fails the request (500 with the
 * fields), so every API test also proves the schemas say all that the routes send.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, TSchema> | undefined;
    const declared = responses?.[String(reply.statusCode)] ?? responses?.[`${String(reply.statusCode)[0]}xx`];
    // An answer declared per media type (JSON or a file) is checked against its JSON schema.
    const schema = (declared?.content as Record<string, { schema?: TSchema }> | undefined)?.['application/json']?.schema ?? declared;
    const extra = schema ? unnamedFields(schema, payload) : [];
    if (!extra.length) return payload;
    const message = `${request.method} ${request.routeOptions.url} answers fields its schema does not name: ${extra.join(', ')}`;
    // The error path answers a plain 500, so the fields are written where the failing test's output shows them.
    console.error(message);
    throw new Error(message);
  });
}
