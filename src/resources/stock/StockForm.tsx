import type { ReactNode } from 'react';
import { quotaErrors } from '../../../domain/stock/quotas';
import { validateMaterial, validateWarehouse } from '../../../domain/validation';
import { formValidator, type FormValidate } from '../shared/formValidation';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceForms';
import { MaterialInputs } from './MaterialInputs';
import { QuotaInputs } from './QuotaInputs';
import { WarehouseInputs } from './WarehouseInputs';

interface StockFormConfig {
  validate: FormValidate;
  defaultValues: Record<string, unknown>;
  inputs: ReactNode;
}

/** Each stock screen's form: the domain rules the server also applies, what a new record starts with, its fields. */
const FORMS = {
  material: {
    validate: formValidator(validateMaterial),
    defaultValues: { is_active: true, unit: 'piece', size: '', unit_cost: '0', price: '0', reorder_point: 0, packs_up_to_kg: null },
    inputs: <MaterialInputs />,
  },
  warehouse: {
    validate: formValidator(validateWarehouse),
    defaultValues: { is_active: true, address: '', keeper_id: null },
    inputs: <WarehouseInputs />,
  },
  CustomerMaterialLimitList: {
    validate: formValidator(quotaErrors),
    defaultValues: { customer_id: null, category_id: null, monthly_quantity: 0 },
    inputs: <QuotaInputs />,
  },
} satisfies Record<string, StockFormConfig>;

/** The creation page at `new` or the edit page at `edit/:id` of a stock screen. */
export default function StockForm({ resource, page }: { resource: keyof typeof FORMS; page: 'create' | 'edit' }) {
  const { validate, defaultValues, inputs } = FORMS[resource];
  return page === 'create' ? (
    <ResourceCreate validate={validate} defaultValues={defaultValues}>
      {inputs}
    </ResourceCreate>
  ) : (
    <ResourceEdit validate={validate}>{inputs}</ResourceEdit>
  );
}
