import { ResourceCreate } from '../shared/ResourceForms';
import { useLookupConfig } from './config';
import { LookupInputs } from './LookupInputs';

const defaultValues = { is_active: true };

export default function LookupCreate() {
  const { validate } = useLookupConfig();
  return (
    <ResourceCreate validate={validate} defaultValues={defaultValues}>
      <LookupInputs />
    </ResourceCreate>
  );
}
