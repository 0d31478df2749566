import AllInboxIcon from '@mui/icons-material/AllInbox';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { childRoute, withProps, type ScreenViews } from '../shared/screenView';

const desk = () => import('./RequestDesk');

/**
 * The request desks (spec section 2): pickups (`backup`), packaging material (`materialrequestlist`) and
 * returns (`ReturnRequest`, with its `details/{id}` page). One desk view serves the three.
 */
export const views: ScreenViews = {
  backup: { icon: MoveToInboxIcon, page: withProps(desk, { kind: 'pickup' }) },
  materialrequestlist: { icon: AllInboxIcon, page: withProps(desk, { kind: 'material' }) },
  ReturnRequest: {
    icon: AssignmentReturnIcon,
    page: withProps(desk, { kind: 'return' }),
    routes: [childRoute('details/:id', () => import('./ReturnRequestDetails'), {})],
    hasShow: false,
  },
};
