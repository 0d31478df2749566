/**
 * The pieces every answer's schema is made of. The server declares each route's answer with these (Fastify sends
 * no field a schema does not name, and serialises fast); the browser reads the same schemas' types (`Static`).
 */
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

/** A stored time as it travels: the server's Date written as its ISO text. */
export const Timestamp = Type.String({ format: 'date-time' });

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a list of words (a status, a side). */
export const OneOf = <const T extends readonly string[]>(words: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...words] });

/** A write that has nothing to say but that it was done. */
export const Done = Type.Object({ ok: Type.Literal(true) });

/**
 * An answer that is not JSON (a file, a photo, a stream of events), declared by its media types so the API document
 * names what comes back; Fastify sends such a body as it is.
 */
export const NotJson = (description: string, ...mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: Type.String({ format: 'binary' }) }])),
});

/** A write answered with a sentence: its English text and its message key, which the browser shows translated. */
export const Said = Type.Object({ message: Type.String(), key: Type.String() });

/** An answer with no body (204). */
export const NoAnswer = Type.Null({ description: 'No content' });

/** A refusal: the sentence in English, its message key and values, and the fields it is about. */
export const ApiErrorAnswer = Type.Object({
  message: Type.String(),
  key: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ApiErrorAnswer = Static<typeof ApiErrorAnswer>;

/** A page in the spec's protocol: how many in all, links to the pages beside it, its rows, and what the list adds. */
export const SpecPage = <Row extends TSchema, Extra extends TProperties = Record<never, TSchema>>(row: Row, extra: Extra = {} as Extra) =>
  Type.Object({ count: Type.Integer(), next: Nullable(Type.String()), previous: Nullable(Type.String()), results: Type.Array(row), ...extra });
