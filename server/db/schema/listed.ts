import { sql } from 'drizzle-orm';

/** A list of words as SQL literals, for the checks that keep a column to the words domain/ names. */
export const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
