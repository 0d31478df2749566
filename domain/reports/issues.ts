/**
 * issuereport (spec section 2, Reports): the merchants' issues (./../issues/rules.ts) opened over a range, by merchant,
 * and, below it, one merchant's issues one by one (`issuereport/customer/{customer}`, an address the spec leaves
 * open). Only the merchants whose orders the caller may view are read, as on the issues screen.
 *
 * - kind: an issue about one of the merchant's orders, or a general one (its invoice, its account);
 * - answered: the office wrote in its thread at least once; first answer: the minutes from its opening to the
 *   office's first message (the average over those answered);
 * - closed: the hours from its opening to its closing (the average over those closed);
 * - age: the whole days it has been open, to today or to its closing; the oldest open is the largest of the still
 *   open ones.
 */
import { defineReport, param } from './kit';

export const ISSUE_KINDS = ['order', 'general'] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];

const range = { days: 30, maxDays: 366 } as const;
const kind = param.choice(ISSUE_KINDS);

/** Every merchant's issues opened over the range, most first; each merchant opens its issues. */
export const issueReport = defineReport({
  name: 'issuereport',
  id: 'customer_id',
  params: { customer: param.reference('customers'), kind },
  range,
  columns: [
    { key: 'customer_name', kind: 'link', drill: '/dashboard/issuereport/customer/{customer_id}?from_date={from_date}&to_date={to_date}' },
    { key: 'issues', kind: 'count', total: true },
    { key: 'about_orders', kind: 'count', total: true },
    { key: 'open', kind: 'count', total: true },
    { key: 'answered', kind: 'count', total: true },
    { key: 'first_answer_minutes', kind: 'count' },
    { key: 'close_hours', kind: 'count' },
    { key: 'oldest_open_days', kind: 'count' },
  ],
  defaultSort: { field: 'issues', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['issues', 'open'], top: 10 },
});

/** One merchant's issues opened over the range, newest first; each opens its thread. */
export const merchantIssuesReport = defineReport({
  name: 'issuereport_customer',
  below: { screen: 'issuereport', path: 'customer/:customer' },
  id: 'id',
  keys: ['customer_id', 'thread_key'],
  params: { customer: param.reference('customers', { required: true }), kind },
  range,
  columns: [
    { key: 'subject', kind: 'link', drill: '/dashboard/issue/{thread_key}' },
    { key: 'kind', kind: 'word', words: 'issuereport.kinds' },
    { key: 'serial', kind: 'text', unsortable: true },
    { key: 'opened', kind: 'date' },
    { key: 'status', kind: 'word', words: 'issuereport.statuses' },
    { key: 'first_answer_minutes', kind: 'count' },
    { key: 'close_hours', kind: 'count' },
    { key: 'age_days', kind: 'count' },
  ],
  defaultSort: { field: 'opened', order: 'DESC' },
});
