import { useQuery } from '@tanstack/react-query';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { recordName } from '../../../resources/shared/recordName';

type Item = { material?: number | ''; quantity?: number | null };

/** Every line names a material and a quantity from 1; the server checks the materials are on offer. */
export function validateMaterialItems(values: Record<string, unknown>) {
  const items = (values.items ?? []) as Item[];
  const complete = items.length > 0 && items.every((item) => Number(item.material) > 0 && Number(item.quantity) >= 1);
  return complete ? {} : { items: 'requests.items_required' };
}

/** The packaging materials the office offers, as choices named in the interface language. */
export function useMaterialChoices() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const materials = useQuery({ queryKey: ['merchant', 'materials'], queryFn: () => dataProvider.merchantMaterials() });
  return {
    choices: (materials.data ?? []).map((material) => ({ id: material.id, name: recordName(material) })),
    materials: materials.data ?? [],
    isFetched: materials.isFetched,
  };
}

/** The lines (material, quantity) and notes of a material request, for asking one and for changing one. */
export function MaterialItemsInputs({ choices }: { choices: { id: number; name: string }[] }) {
  return (
    <>
      <ArrayInput source="items" label="customer_orders.requests.items">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="material" label="customer_orders.requests.material" choices={choices} sx={{ minWidth: 220 }} />
          <NumberInput source="quantity" label="customer_orders.requests.quantity" min={1} step={1} sx={{ maxWidth: 140 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="notes" label="customer_orders.requests.notes" fullWidth multiline sx={{ maxWidth: 800 }} />
    </>
  );
}
