import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { IssueList } from './IssueList';

/** /dashboard/issue: the merchants' threads the office member may see, unread first to the eye. */
export default function IssueDesk() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('screens.issue')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('screens.issue')}
      </Typography>
      <IssueList side="staff" threadPath={(key) => `/dashboard/issue/${key}`} />
    </Box>
  );
}
