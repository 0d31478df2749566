import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { Table } from 'drizzle-orm';
import { createSelectSchema } from 'drizzle-typebox';

/** A stored time as it travels: Fastify's serialiser writes a Date as its ISO text. */
export const Timestamp = Type.String({ format: 'date-time' });

/** A column's schema as JSON carries it: a Date becomes its ISO text, a column of no known type any JSON value. */
function onTheWire(schema: TSchema): TSchema {
  if (schema.type === 'Date') return Timestamp;
  if (schema.anyOf) return Type.Union((schema.anyOf as TSchema[]).map(onTheWire));
  return schema;
}

/**
 * The answer's schema of a table's stored row, made from the table itself (drizzle-typebox), so a column added to
 * the table is in the answer without a second list; `extra` names what the answer adds to the row.
 */
export function tableRowSchema(table: Table, extra: TProperties = {}): TObject {
  const stored: TObject = createSelectSchema(table);
  const properties = Object.fromEntries(Object.entries(stored.properties).map(([key, schema]) => [key, onTheWire(schema)]));
  return Type.Object({ ...properties, ...extra });
}
