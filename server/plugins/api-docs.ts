import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';

/**
 * The API described as an OpenAPI 3 document, made by @fastify/swagger from the routes' own schemas (parameters,
 * bodies and, where declared, answers), served to staff at `GET /api/docs/json`. Registered before the routes, so it
 * sees every one of them.
 */
/** The document as OpenAPI shapes it: its version, what it describes, and its paths (each as swagger made it). */
const OpenApiDocument = Type.Object({ openapi: Type.String(), paths: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: true });

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Courier back office API', version: '1' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    });
    app.get('/api/docs/json', { schema: { hide: true, response: { 200: OpenApiDocument } }, config: { access: { staff: true } } }, () => app.swagger());
  },
  { name: 'api-docs', dependencies: ['access'] },
);
