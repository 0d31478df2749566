import type { IssueSide } from '../../domain/issues/rules';
import type { MessageKey } from '../../domain/messages';
import { screenUrl } from '../../domain/screens';
import type { Tx } from '../db/client';
import { customerName, notify, staffHandling } from '../notices/send';
import type { IssueRow } from './repo';

export type IssueEvent = 'open' | 'message' | 'close';

/** What each side hears of the other's event; the merchant closing its own issue tells nobody. */
const HEARD: Record<IssueSide, Partial<Record<IssueEvent, MessageKey>>> = {
  merchant: { open: 'notifications.alert_issue', message: 'notifications.alert_issue_message' },
  staff: { message: 'notifications.issue_answered', close: 'notifications.issue_closed' },
};

/**
 * Tells the other side of a thread: the office people who handle the customer get an order alert (opening the
 * thread in a new tab), the merchant's logins a notice leading to it.
 */
export async function tellOtherSide(tx: Tx, issue: IssueRow, side: IssueSide, event: IssueEvent): Promise<void> {
  const key = HEARD[side][event];
  if (!key) return;
  if (side === 'staff') {
    await notify(tx, { merchant: issue.customer_id }, 'notification', {
      subject_key: key,
      content_key: 'notifications.issue_content',
      params: { subject: issue.subject },
      url: `/customerdashboard/customerissue/${issue.thread_key}`,
      related: issue.id,
    });
    return;
  }
  const screen = screenUrl('issue');
  await notify(tx, await staffHandling(tx, issue.customer_id, screen, 'view'), 'order_alert', {
    subject_key: key,
    content_key: 'notifications.alert_content',
    params: { customer: await customerName(tx, issue.customer_id), subject: issue.subject },
    url: `${screen}/${issue.thread_key}`,
    related: issue.id,
  });
}
