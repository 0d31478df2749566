import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

export interface RenderedSql {
  sql: string;
  params: unknown[];
}

/** The text and parameters of a piece of SQL, as the database will receive them. */
export const renderSql = (query: SQL): RenderedSql => dialect.sqlToQuery(query);

/** A piece of SQL without parameters, rendered once to be put in statements as text. */
export function frozenSql(query: SQL): SQL {
  const rendered = renderSql(query);
  if (rendered.params.length) throw new Error('frozen SQL must not take parameters');
  return sql.raw(rendered.sql);
}

/**
 * A statement's text and parameters built in order ($1, $2...), for the busiest statements: Drizzle renders
 * nested SQL chunk by chunk and parameter by parameter, which was a fifth of an order list request's
 * JavaScript; text costs nothing. Pieces are frozen text (frozenSql, renderSql of constant SQL) and rendered
 * SQL (renderSql), so every value still travels as a parameter. The result can only be run (db/prepared.ts), not
 * put inside other SQL.
 */
export class StatementText {
  #text = '';
  readonly #params: unknown[] = [];

  add(text: string): this {
    this.#text += text;
    return this;
  }

  param(value: unknown): this {
    this.#params.push(value);
    this.#text += `$${this.#params.length}`;
    return this;
  }

  /** Rendered SQL, its parameters numbered after the ones before it (a piece used twice brings them twice). */
  rendered(piece: RenderedSql): this {
    const before = this.#params.length;
    this.#text += piece.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + before}`);
    this.#params.push(...piece.params);
    return this;
  }

  /** The text and parameters, to run as they are (db/prepared.ts). */
  build(): RenderedSql {
    return { sql: this.#text, params: [...this.#params] };
  }
}
