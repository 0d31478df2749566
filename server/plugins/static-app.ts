import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Serves the built browser app; a path that is not a file gets index.html (client-side routes). */
export default fp<{ root: string }>(
  async (app, { root }) => {
    if (!existsSync(join(root, 'index.html'))) throw new Error(`The browser app is not built: ${root}/index.html is missing`);
    await app.register(fastifyStatic, { root, serve: false });
    const isFile = (relative: string) => {
      const full = normalize(join(root, relative));
      return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
    };
    app.get('/*', { config: { access: { public: true } } }, (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (path.startsWith('/api/')) return reply.callNotFound();
      if (path !== '/' && isFile(path)) {
        const immutable = path.startsWith('/assets/');
        return reply.sendFile(path, { maxAge: immutable ? '365d' : '1h', immutable });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    });
  },
  { name: 'static-app' },
);
