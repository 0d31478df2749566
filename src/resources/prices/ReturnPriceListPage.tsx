import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, useTheme } from '@mui/material';
import { AutocompleteInput, DataTable, ReferenceField, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { validateReturnPriceItem } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';
import { EditableRowsTable } from './EditableRowsTable';
import { useLocalName, type Named } from './localName';
import { AmountInput } from '../orders/inputs/AmountInput';
import { useMoney } from '../shared/money';
import { PickerInput } from '../shared/pickers';

const validate = formValidator(validateReturnPriceItem);
const TEMPLATES = '/dashboard/customers/ReturnPriceTemplateList';

/** One return price template's price per city (/dashboard/ReturnPriceList/{id}). */
export default function ReturnPriceListPage() {
  const translate = useTranslate();
  const money = useMoney();
  const localName = useLocalName();
  const rtl = useTheme().direction === 'rtl';
  const templateId = Number(useParams<'id'>().id);
  const { data: template } = useGetOne<Named & RaRecord>('return-price-templates', { id: templateId });
  const heading = translate('resources.prices.template_prices', { name: template ? localName(template) : '' });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={heading} />
      <Card>
        <CardContent>
          <EditableRowsTable
            resource="return-price-items"
            owner={{ template_id: templateId }}
            validate={validate}
            emptyText="resources.prices.items_empty"
            toolbarStart={
              <Button component={RouterLink} to={TEMPLATES} startIcon={<ArrowBackIcon sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}>
                {translate('resources.prices.back_to_templates')}
              </Button>
            }
            inputs={
              <>
                <PickerInput source="city_id" reference="City" perPage={100}>
                  <AutocompleteInput fullWidth sx={{ maxWidth: 400 }} />
                </PickerInput>
                <AmountInput source="price" limit="fee" />
              </>
            }
          >
            <DataTable.Col source="city_id">
              <ReferenceField source="city_id" reference="City" link={false} />
            </DataTable.Col>
            <DataTable.Col source="price" align="right" render={(record: RaRecord) => money(record.price)} />
          </EditableRowsTable>
        </CardContent>
      </Card>
    </Box>
  );
}
