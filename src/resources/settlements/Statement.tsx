import PrintIcon from '@mui/icons-material/Print';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ExportResult } from '../../providers/download';
import type { StatementRecord } from '../../../domain/api/settlements';
import { PrintStyles } from '../orders/print/PrintStyles';
import { DownloadButton } from '../shared/download';
import { StatementSheet } from './StatementSheet';

/** A statement's page: print it, download it, and the sheet itself; `load` reads it for staff or for the merchant. */
export function StatementPage({
  load,
  download,
}: {
  load: (id: string) => Promise<StatementRecord>;
  download?: (statement: StatementRecord, lang: 'en' | 'ar') => Promise<ExportResult>;
}) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data, isPending } = useQuery({ queryKey: ['statement', id], queryFn: () => load(id) });
  if (isPending) return <Loading />;
  if (!data) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('settlements.statement.title', { number: data.number })} />
      <PrintStyles layout="sheet" />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }}>
          <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => window.print()}>
            {translate('settlements.statement.print')}
          </Button>
          {download && <DownloadButton variant="outlined" label="settlements.statement.xlsx" download={(lang) => download(data, lang)} />}
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
