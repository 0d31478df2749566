/** The answers of the bells (server/routes/notifications): a page of one's own entries, and the marks. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, SpecPage, Timestamp } from './common';

export const FeedEntry = Type.Object({
  id: Type.Integer(),
  for_user: Type.Integer(),
  kind: Type.String(),
  /** The entry's text in English; entries made for one reader also carry it as message keys with values, to translate. */
  subject: Type.String(),
  content: Type.String(),
  subject_key: Nullable(Type.String()),
  content_key: Nullable(Type.String()),
  message_params: Nullable(Type.Record(Type.String(), Type.String())),
  url: Type.String(),
  realated_entity_id: Nullable(Type.String()),
  is_read: Type.Boolean(),
  created_at: Timestamp,
});

export const FeedPage = SpecPage(FeedEntry, { unread: Type.Integer() });
export type FeedPage = Static<typeof FeedPage>;

/** How many merchant logins an office notice reached. */
export const NoticeSent = Type.Object({ sent: Type.Integer() });
