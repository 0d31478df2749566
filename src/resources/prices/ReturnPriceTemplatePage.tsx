import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, TextInput, Title, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { validateReturnPriceTemplate } from '../../../domain/validation';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import { formValidator } from '../shared/formValidation';
import { RecordDialog } from './RecordDialog';
import { RowActions } from './RowActions';

const validate = formValidator(validateReturnPriceTemplate);
const sort = { field: 'name', order: 'ASC' } as const;
export const returnPriceListPath = (id: Identifier): string => `/dashboard/ReturnPriceList/${encodeURIComponent(String(id))}`;

/** Opens the template's city prices, for users who may open that screen. */
function PricesLink() {
  const translate = useTranslate();
  const record = useRecordContext();
  const permissions = usePermissionsNow();
  if (!record || !permissions?.canOpen(returnPriceListPath(record.id))) return null;
  return (
    <Button size="small" component={RouterLink} to={returnPriceListPath(record.id)} startIcon={<ListAltIcon />}>
      {translate('resources.prices.open_prices')}
    </Button>
  );
}

/** Return price templates (/dashboard/customers/ReturnPriceTemplateList): named, and each opens its city prices. */
export default function ReturnPriceTemplatePage() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="screens.ReturnPriceTemplateList" />
      <Card>
        <CardContent>
          <ListBase resource="return-price-templates" sort={sort} perPage={25} disableSyncWithLocation>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
                {translate('resources.prices.add_template')}
              </Button>
            </Stack>
            <DataTable
              bulkActionButtons={false}
              rowClick={false}
              empty={
                <Typography sx={{ p: 2 }} color="text.secondary">
                  {translate('resources.prices.templates_empty')}
                </Typography>
              }
            >
              <DataTable.Col source="name" />
              <DataTable.Col source="name_ar" />
              <DataTable.Col label="resources.prices.actions" disableSort align="right">
                <RowActions onEdit={setEditing}>
                  <PricesLink />
                </RowActions>
              </DataTable.Col>
            </DataTable>
            <Pagination rowsPerPageOptions={[25, 50, 100]} />
            <RecordDialog
              resource="return-price-templates"
              id={editing}
              title="resources.prices.template_title"
              validate={validate}
              onClose={() => setEditing(undefined)}
            >
              <TextInput source="name" fullWidth sx={{ maxWidth: 480 }} />
              <TextInput source="name_ar" fullWidth sx={{ maxWidth: 480 }} slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
            </RecordDialog>
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
}
