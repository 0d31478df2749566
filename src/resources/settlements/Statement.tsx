import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { StatementRecord } from '../../providers/settlements';
import { PrintStyles } from '../orders/print/PrintStyles';
import { StatementSheet } from './StatementSheet';

/** A statement's page: print it, download it, and the sheet itself; `load` reads it for staff or for the merchant. */
export function StatementPage({
  load,
  download,
}: {
  load: (id: string) => Promise<StatementRecord>;
  download?: (statement: StatementRecord, lang: 'en' | 'ar') => Promise<unknown>;
}) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { data, isPending } = useQuery({ queryKey: ['statement', id], queryFn: () => load(id) });
  if (isPending) return <Loading />;
  if (!data) return null;
  const lang = locale === 'ar' ? 'ar' : 'en';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('settlements.statement.title', { number: data.number })} />
      <PrintStyles layout="sheet" />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }}>
          <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => window.print()}>
            {translate('settlements.statement.print')}
          </Button>
          {download && (
            <Button
              startIcon={<DownloadIcon />}
              variant="outlined"
              onClick={() => download(data, lang).catch((error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }))}
            >
              {translate('settlements.statement.xlsx')}
            </Button>
          )}
        </Stack>
        <StatementSheet statement={data} />
      </CardContent>
    </Card>
  );
}

/** One customer closing's statement (customer-closing/statement/{id}), printable and as a spreadsheet. */
export default function Statement() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <StatementPage load={dataProvider.statement} download={(statement, lang) => dataProvider.exportStatement(statement.id, statement.number, lang)} />;
}
