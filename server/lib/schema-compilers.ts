/**
 * Fastify's own schema compilers (Ajv for what comes in, fast-json-stringify for what goes out), made once for the
 * process and shared by every app it builds, so a route's schema is compiled once, not once per app. A server builds
 * one app, so it changes nothing there; the API tests build one app per test file in a shared worker, where
 * compiling every route's schemas again took seconds a file. The schemas are the routes' module-level constants,
 * so what is kept stays the size of one app's.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** Ajv keeps each schema it compiled and answers it again (its own cache, by the schema object). */
const buildValidator = AjvCompiler();

const serializerFactory = SerializerSelector();
const serializers = new WeakMap<object, ReturnType<ReturnType<typeof serializerFactory>>>();

/** fast-json-stringify keeps nothing: each response schema's serializer is kept here, by the schema object. */
const buildSerializer: typeof serializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const kept = serializers.get(schema);
    if (kept) return kept;
    const made = compile(route);
    serializers.set(schema, made);
    return made;
  };
};

export const schemaCompilers = { buildValidator, buildSerializer };
