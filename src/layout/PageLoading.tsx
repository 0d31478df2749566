import { Box, CircularProgress } from '@mui/material';

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }} role="progressbar" aria-busy="true">
      <CircularProgress />
    </Box>
  );
}
