import { Box, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, useLocaleState, useTranslate } from 'react-admin';
import type { Materials } from '../../../../domain/api/requests';
import { nameIn } from '../../../../domain/names';
import { MoneyField } from '../../../resources/shared/money';

type Material = Materials[number];

/** What the merchant was handed of each material this month against its free quantity, what was charged, and what it holds. */
export function OwnPackaging({ materials }: { materials: Materials }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The materials on offer are a short list, shown whole (the list is made before they arrive, so not sized by them).
  const list = useList({ data: materials, perPage: 1000 });
  const label = (key: string) => `customer_orders.requests.packaging.${key}`;
  if (!materials.some((material) => material.free !== null || material.handed > 0 || material.held > 0)) return null;
  return (
    <Box component="section" aria-labelledby="own-packaging" sx={{ mb: 3 }}>
      <Typography id="own-packaging" variant="h6" component="h2">
        {translate(label('title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(label('explain'))}
      </Typography>
      <ListContextProvider value={list}>
        <DataTable<Material> bulkActionButtons={false} rowClick={false} size="small">
          <DataTable.Col<Material> label="customer_orders.requests.material" disableSort render={(material) => <bdi>{nameIn(locale, material)}</bdi>} />
          <DataTable.Col<Material>
            label={label('free')}
            disableSort
            render={(material) => (material.free === null ? translate(label('no_quota')) : material.free.toLocaleString(locale))}
          />
          <DataTable.NumberCol<Material> source="handed" label={label('handed')} disableSort />
          <DataTable.NumberCol<Material> source="charged" label={label('charged')} disableSort />
          <DataTable.Col<Material> label={label('price')} disableSort>
            <MoneyField source="price" />
          </DataTable.Col>
          <DataTable.NumberCol<Material> source="held" label={label('held')} disableSort />
        </DataTable>
      </ListContextProvider>
    </Box>
  );
}
