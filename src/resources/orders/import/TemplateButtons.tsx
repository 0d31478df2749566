import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { ImportArea } from '../../../providers/ordersProvider';
import { saveFile } from '../../shared/saveFile';
import { useNotifyError } from '../errors';

/** The template to fill in, with its headers in English or in Arabic (either reads back). */
export function TemplateButtons({ area }: { area: ImportArea }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const download = async (lang: 'en' | 'ar') => {
    setBusy(true);
    try {
      const { blob, fileName } = await dataProvider.importTemplate(area, lang);
      saveFile(blob, fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['en', 'ar'] as const).map((lang) => (
        <Button key={lang} variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download(lang)}>
          {translate(`order_import.template_${lang}`)}
        </Button>
      ))}
    </Stack>
  );
}
