/**
 * The server's layers (design.md section 13, docs/architecture.md): route folders only parse, guard and answer;
 * the areas' services, the seed, the ledger, the plugins and the libraries never import a route file, and route
 * folders are found by @fastify/autoload, so no list of them is kept by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = resolve('server');
const ROUTES = join(SERVER, 'routes');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The files a module imports by a relative path, resolved. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => resolve(dirname(file), match[1]!));

describe('the server layers', () => {
  it('keep every import of a route file inside the route folders', () => {
    const outside = filesUnder(SERVER).filter((file) => !file.startsWith(`${ROUTES}/`));
    const intoRoutes = outside.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`${ROUTES}/`))
        .map((target) => `${relative(SERVER, file)} → ${relative(SERVER, target)}`),
    );
    expect(intoRoutes).toEqual([]);
  });

  it('register every route folder through autoload: each has an index, and app.ts names none of them', () => {
    const folders = readdirSync(ROUTES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.filter((folder) => !readdirSync(join(ROUTES, folder.name)).includes('index.ts')).map((folder) => folder.name)).toEqual([]);
    expect(importsOf(join(SERVER, 'app.ts')).filter((target) => target.startsWith(ROUTES))).toEqual([]);
  });
});
