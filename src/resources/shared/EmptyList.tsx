import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { CreateLinkButton } from './CreateLinkButton';

/** Shown instead of an empty table when the resource has no records at all; named like its menu item. */
export function EmptyList() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <Box sx={{ textAlign: 'center', my: 6, mx: 'auto', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 72, opacity: 0.5 }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.shared.empty', { name: translate(`screens.${resource}`) })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('resources.shared.empty_hint')}
      </Typography>
      <CreateLinkButton />
    </Box>
  );
}
