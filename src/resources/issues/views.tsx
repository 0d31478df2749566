import ForumIcon from '@mui/icons-material/Forum';
import { childRoute, type ScreenViews } from '../shared/screenView';

/** The office's issues (spec: issue, and a thread at issue/{threadKey}). */
export const views: ScreenViews = {
  issue: {
    icon: ForumIcon,
    page: () => import('./IssueDesk'),
    routes: [childRoute(':threadKey', () => import('./IssueThreadPage'), { side: 'staff' })],
  },
};
