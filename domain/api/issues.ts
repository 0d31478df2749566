/** The answers of the issue threads (server/routes/issues), for the merchant's and the office's side alike. */
import { Type, type Static } from '@sinclair/typebox';
import { ISSUE_SIDES, ISSUE_STATUSES } from '../issues/rules';
import { Nullable, OneOf, SpecPage, Timestamp } from './common';

export const IssueSummary = Type.Object({
  id: Type.Integer(),
  thread_key: Type.String(),
  subject: Type.String(),
  status: OneOf(ISSUE_STATUSES),
  customer: Type.Integer(),
  customer_name: Type.String(),
  order: Nullable(Type.Integer()),
  order_serial: Type.String(),
  created_at: Timestamp,
  last_message_at: Timestamp,
  /** Whether the reader's side has not read the last message. */
  unread: Type.Boolean(),
});
export type IssueSummary = Static<typeof IssueSummary>;

export const IssueMessage = Type.Object({
  id: Type.Integer(),
  side: OneOf(ISSUE_SIDES),
  text: Type.String(),
  author: Type.String(),
  /** The photo's address, when the message is one. */
  photo: Nullable(Type.String()),
  created_at: Timestamp,
});
export type IssueMessage = Static<typeof IssueMessage>;

export const IssueThread = Type.Composite([IssueSummary, Type.Object({ messages: Type.Array(IssueMessage) })]);
export type IssueThread = Static<typeof IssueThread>;

export const IssuePage = SpecPage(IssueSummary, { unread: Type.Integer() });
export type IssuePage = Static<typeof IssuePage>;

export const OpenedIssue = Type.Object({ id: Type.Integer(), thread_key: Type.String() });
export const ClosedIssue = Type.Object({ closed: Type.Literal(true) });
