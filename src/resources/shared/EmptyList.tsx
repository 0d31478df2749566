import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/**
 * Shown instead of an empty table when the list has no records at all: `text`, or "No <screen> yet" with a hint,
 * and the create button where the screen has a creation page (shown to those granted it), so an empty list is
 * never a dead end.
 */
export function EmptyList({ text }: { text?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { hasCreate } = useResourceDefinition();
  return (
    <Box sx={{ textAlign: 'center', my: 6, mx: 'auto', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 72, opacity: 0.5 }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(text ?? 'resources.shared.empty', { name: translate(`screens.${resource}`) })}
      </Typography>
      {!text && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.shared.empty_hint')}
        </Typography>
      )}
      {hasCreate && <CreateButton variant="contained" />}
    </Box>
  );
}
