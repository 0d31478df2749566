/**
 * A merchant's issues (spec: customerissue for the merchant, issue and issue/{threadKey} for the office): a thread
 * between the merchant and the office about one order or in general. Either side writes while it is open and
 * either side may close it; a closed issue is read only (the merchant opens a new one, as a ticket desk would).
 */
export const ISSUE_STATUSES = ['open', 'closed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** Who wrote a message: the merchant's side or the office's. */
export const ISSUE_SIDES = ['merchant', 'staff'] as const;
export type IssueSide = (typeof ISSUE_SIDES)[number];

export const ISSUE_LIMITS = { subject: 200, text: 4000 } as const;

/** Whether a message may be added, or the issue closed: only while it is open. */
export const mayWrite = (status: IssueStatus): boolean => status === 'open';

/** The other side of a thread: the one told about a new message. */
export const otherSide = (side: IssueSide): IssueSide => (side === 'merchant' ? 'staff' : 'merchant');
