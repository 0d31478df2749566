import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { freshDatabase } from '../helpers/database';

/**
 * server/db/functions holds the current text of every function of the database and of the triggers that call it,
 * one file per function (server/db/README.md). The migrations are what makes the database; this checks
 * that what they made is what the files say, so a function is read in one place and a migration that changes one
 * without its file (or a file changed without its migration) fails here.
 */
const folder = new URL('../../server/db/functions/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
/** A file without its opening comment: the function's definition and its triggers', as the database prints them. */
const definitionIn = (name: string) => readFileSync(new URL(name, folder), 'utf8').replace(/^(--.*\n)+\n/, '');

const database = await freshDatabase();
afterAll(() => database.close());

async function definitions() {
  const functions = rowsOf(
    await database.db.execute(sql`select p.proname as name, pg_get_functiondef(p.oid) as definition from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by p.proname`),
  );
  const triggers = rowsOf(
    await database.db.execute(sql`select p.proname as function, pg_get_triggerdef(t.oid) as definition from pg_trigger t
      join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal order by t.tgname`),
  );
  return new Map(
    functions.map(({ name, definition }) => {
      const calls = triggers.filter((trigger) => trigger.function === name).map((trigger) => `${String(trigger.definition)};`);
      return [`${String(name)}.sql`, `${String(definition).trimEnd()};\n${calls.length ? `\n${calls.join('\n')}\n` : ''}`];
    }),
  );
}

describe('the database functions', () => {
  it('are each in a file of server/db/functions, with the triggers that call them, as the migrations made them', async () => {
    const made = await definitions();
    expect(files.sort()).toEqual([...made.keys()].sort());
    for (const file of files) expect(definitionIn(file), file).toBe(made.get(file));
  });
});
