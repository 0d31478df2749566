import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/**
 * The API described as an OpenAPI 3 document, made by @fastify/swagger from the routes' own schemas (parameters,
 * bodies and, where declared, answers), served to staff at `GET /api/docs/json`. Registered before the routes, so it
 * sees every one of them.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Courier back office API', version: '1' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    });
    app.get('/api/docs/json', { schema: { hide: true }, config: { access: { staff: true } } }, () => app.swagger());
  },
  { name: 'api-docs', dependencies: ['access'] },
);
