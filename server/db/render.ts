import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** The text and parameters of a piece of SQL, as the database will receive them. */
export const renderSql = (query: SQL): { sql: string; params: unknown[] } => dialect.sqlToQuery(query);
