import { ResourceCreate } from '../shared/ResourceForms';
import { PlanInputs, planDefaults, validatePlan } from './PlanInputs';

export default function PlanCreate() {
  return (
    <ResourceCreate validate={validatePlan} defaultValues={planDefaults}>
      <PlanInputs />
    </ResourceCreate>
  );
}
