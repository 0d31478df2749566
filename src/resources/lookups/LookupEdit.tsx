import { ResourceEdit } from '../shared/ResourceForms';
import { useLookupConfig } from './config';
import { LookupInputs } from './LookupInputs';

export default function LookupEdit() {
  const { validate } = useLookupConfig();
  return (
    <ResourceEdit validate={validate}>
      <LookupInputs />
    </ResourceEdit>
  );
}
