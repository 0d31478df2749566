import { ResourceEdit } from '../shared/ResourceForms';
import { PlanInputs, validatePlan } from './PlanInputs';

export default function PlanEdit() {
  return (
    <ResourceEdit validate={validatePlan}>
      <PlanInputs />
    </ResourceEdit>
  );
}
