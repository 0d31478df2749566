import { useParams } from 'react-router-dom';
import type { IssueSide } from '../../../domain/issues/rules';
import { orderShowPath } from '../orders/paths';
import { IssueThreadView } from './IssueThreadView';

const ORDER_PAGE: Record<IssueSide, (id: number) => string> = {
  staff: (id) => orderShowPath(id),
  merchant: (id) => `/customerdashboard/orders/${id}`,
};

/** A thread's page: issue/{threadKey} for the office, customerissue/{threadKey} for the merchant. */
export default function IssueThreadPage({ side }: { side: IssueSide }) {
  const { threadKey = '' } = useParams();
  return <IssueThreadView key={threadKey} side={side} threadKey={threadKey} orderPath={ORDER_PAGE[side]} />;
}
