import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, ReferenceField, ReferenceInput, AutocompleteInput, Title, useGetOne, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { validateReturnPriceItem } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';
import { useLocalName, type Named } from './localName';
import { MoneyInput } from './MoneyInput';
import { useMoney } from './money';
import { RecordDialog } from './RecordDialog';
import { RowActions } from './RowActions';

const validate = formValidator(validateReturnPriceItem);
const sort = { field: 'city_id', order: 'ASC' } as const;
const TEMPLATES = '/dashboard/customers/ReturnPriceTemplateList';

/** One return price template's price per city (/dashboard/ReturnPriceList/{id}). */
export default function ReturnPriceListPage() {
  const translate = useTranslate();
  const money = useMoney();
  const localName = useLocalName();
  const rtl = useTheme().direction === 'rtl';
  const templateId = Number(useParams<'id'>().id);
  const { data: template } = useGetOne<Named & RaRecord>('return-price-templates', { id: templateId });
  const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
  const owner = { template_id: templateId };
  const heading = translate('resources.prices.template_prices', { name: template ? localName(template) : '' });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={heading} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={TEMPLATES} startIcon={<ArrowBackIcon sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}>
              {translate('resources.prices.back_to_templates')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {translate('resources.prices.add')}
            </Button>
          </Stack>
          <ListBase resource="return-price-items" filter={owner} sort={sort} perPage={50} disableSyncWithLocation>
            <DataTable
              bulkActionButtons={false}
              rowClick={false}
              empty={<Typography sx={{ p: 2 }} color="text.secondary">{translate('resources.prices.items_empty')}</Typography>}
            >
              <DataTable.Col source="city_id">
                <ReferenceField source="city_id" reference="City" link={false} />
              </DataTable.Col>
              <DataTable.Col source="price" align="right" render={(record: RaRecord) => money(record.price)} />
              <DataTable.Col label="resources.prices.actions" disableSort align="right">
                <RowActions onEdit={setEditing} />
              </DataTable.Col>
            </DataTable>
            <Pagination rowsPerPageOptions={[25, 50, 100]} />
            <RecordDialog
              resource="return-price-items"
              id={editing}
              defaults={owner}
              title={editing === null ? 'resources.prices.add_title' : 'resources.prices.edit_title'}
              validate={validate}
              onClose={() => setEditing(undefined)}
            >
              <ReferenceInput source="city_id" reference="City" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
                <AutocompleteInput fullWidth sx={{ maxWidth: 400 }} />
              </ReferenceInput>
              <MoneyInput source="price" />
            </RecordDialog>
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
}
