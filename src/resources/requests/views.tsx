import AllInboxIcon from '@mui/icons-material/AllInbox';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import { childRoute, withProps, type ScreenViews } from '../shared/screenView';

const desk = () => import('./RequestDesk');
const details = [childRoute('details/:id', () => import('./RequestDetails'), {})];

/**
 * The request desks (spec section 2): pickups (`backup`), packaging material (`materialrequestlist`), returns
 * (`ReturnRequest`) and merchants' money (`collectList`, at CollectRequest/collectList, so a page at its URL), each
 * with a request's page at `details/{id}`. One desk view and one page serve the four.
 */
export const views: ScreenViews = {
  backup: { icon: MoveToInboxIcon, page: withProps(desk, { kind: 'pickup' }), routes: details },
  materialrequestlist: { icon: AllInboxIcon, page: withProps(desk, { kind: 'material' }), routes: details },
  ReturnRequest: { icon: AssignmentReturnIcon, page: withProps(desk, { kind: 'return' }), routes: details },
  collectList: { icon: PaymentsIcon, page: () => import('./collect/CollectDeskPage'), plain: true, nested: true },
};
