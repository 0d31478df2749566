import { Alert, Box, Card, CardContent, MenuItem, TextField } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { validateCategoryPrice } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';
import { useLocalName, type Named } from './localName';
import { PriceRowsTable } from './PriceRowsTable';

const validate = formValidator(validateCategoryPrice);
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

/**
 * The price templates of customer categories (/dashboard/customers/CategoryTemplateList): pick a category, then
 * add, edit and delete its delivery and return price per city or zone. The chosen category stays in the address.
 */
export default function CategoryTemplatePage() {
  const translate = useTranslate();
  const localName = useLocalName();
  const [params, setParams] = useSearchParams();
  const { data: categories = [], isPending } = useGetList<Named & { id: number }>('customercategory', ALL);
  const asked = Number(params.get('category'));
  const selected = categories.find((category) => category.id === asked)?.id ?? categories[0]?.id;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="screens.CategoryTemplateList" />
      <Card>
        <CardContent>
          <TextField
            select
            label={translate('resources.prices.choose_category')}
            helperText={translate('resources.prices.choose_category_hint')}
            value={selected ?? ''}
            onChange={(event) => setParams({ category: event.target.value })}
            sx={{ minWidth: 280, mb: 2 }}
            disabled={categories.length === 0}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {localName(category)}
              </MenuItem>
            ))}
          </TextField>
          {!isPending && categories.length === 0 && <Alert severity="info">{translate('resources.prices.no_categories')}</Alert>}
          {selected != null && <PriceRowsTable key={selected} resource="category-prices" owner={{ category_id: selected }} validate={validate} />}
        </CardContent>
      </Card>
    </Box>
  );
}
