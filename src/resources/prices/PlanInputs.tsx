import { ArrayInput, BooleanInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';
import { featureRules, validatePricingPlan } from '../../../domain/validation';
import { formValidator, inputValidator } from '../shared/formValidation';
import { AmountInput } from '../orders/inputs/AmountInput';

export const validatePlan = formValidator(validatePricingPlan);
export const planDefaults = { is_active: true, sort_order: 0, plan_delivery: '', details_child: [] };
const validateFeature = inputValidator(featureRules);

/** A price offer's fields, shared by its create and edit pages; features are added, removed and reordered in place. */
export function PlanInputs() {
  return (
    <>
      <TextInput source="plan_name" fullWidth sx={{ maxWidth: 480 }} />
      <AmountInput source="plan_price" helperText="resources.prices.money_hint" />
      <TextInput source="plan_delivery" fullWidth sx={{ maxWidth: 480 }} helperText="resources.Pricing.plan_delivery_hint" />
      <NumberInput source="sort_order" step={1} helperText="resources.Pricing.sort_order_hint" sx={{ maxWidth: 240 }} />
      <BooleanInput source="is_active" />
      <ArrayInput source="details_child">
        <SimpleFormIterator inline disableClear>
          <TextInput
            source="detail_description"
            label="resources.Pricing.fields.detail_description"
            fullWidth
            sx={{ minWidth: { sm: 420 } }}
            validate={validateFeature}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
