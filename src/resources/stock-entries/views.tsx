import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import type { ScreenViews } from '../shared/screenView';

/** Stock entries (spec: Stock, stock_entry): the list, a new entry at `new`, an entry at `edit/{id}` (a draft's form, or a posted entry to reverse). */
export const views: ScreenViews = {
  stock_entry: {
    icon: MoveToInboxIcon,
    page: () => import('./EntryList'),
    create: () => import('./EntryForm').then((module) => ({ default: module.EntryCreate })),
    edit: () => import('./EntryForm').then((module) => ({ default: module.EntryEdit })),
  },
};
