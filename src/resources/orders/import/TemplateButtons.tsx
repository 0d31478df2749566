import { Stack } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { ImportArea } from '../../../providers/ordersProvider';
import { DownloadButton } from '../../shared/download';

/** The template to fill in, with its headers in English or in Arabic (either reads back). */
export function TemplateButtons({ area }: { area: ImportArea }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['en', 'ar'] as const).map((lang) => (
        <DownloadButton key={lang} variant="outlined" label={`order_import.template_${lang}`} download={() => dataProvider.importTemplate(area, lang)} />
      ))}
    </Stack>
  );
}
