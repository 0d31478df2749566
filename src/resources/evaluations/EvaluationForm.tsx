import { useQuery } from '@tanstack/react-query';
import {
  Create,
  Edit,
  Labeled,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useDataProvider,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { EVALUATION_KINDS, EVALUATION_NOTE_MAX, type EvaluationKind } from '../../../domain/evaluations/rules';
import { cairoToday } from '../../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSaved } from '../shared/ResourceForms';
import { ScoresInput } from './ScoresInput';
import { WorkFigures } from './WorkFigures';

const FIELDS = 'resources.UserEvaluation.fields';
const note = <TextInput source="note" label={`${FIELDS}.note`} validate={maxLength(EVALUATION_NOTE_MAX)} multiline fullWidth />;

/** Save stays enabled, so a form with a criterion unrated can be saved to show what is missing. */
const SaveToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/** Whom the rater may rate of the kind chosen: the couriers it sees, or the other staff members. */
function SubjectInput() {
  const kind = useWatch<{ kind: EvaluationKind }>({ name: 'kind' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], isPending } = useQuery({ queryKey: ['evaluation-subjects', kind], queryFn: () => dataProvider.evaluationSubjects(kind) });
  return <SelectInput source="subject" label={`${FIELDS}.subject`} choices={data} isPending={isPending} validate={required()} sx={{ minWidth: 280 }} />;
}

/** Rating a courier or a staff member for a month on every active criterion. */
export function EvaluationCreate() {
  const saved = useSaved('created');
  return (
    <Create resource="UserEvaluation" mutationOptions={saved}>
      <SimpleForm defaultValues={{ kind: 'shipper', month: cairoToday().slice(0, 7), scores: [], note: '' }} toolbar={<SaveToolbar />}>
        <RadioButtonGroupInput
          source="kind"
          label={`${FIELDS}.kind`}
          choices={EVALUATION_KINDS.map((kind) => ({ id: kind, name: `resources.UserEvaluation.kinds.${kind}` }))}
        />
        <SubjectInput />
        <TextInput source="month" type="month" label={`${FIELDS}.month`} validate={required()} slotProps={{ inputLabel: { shrink: true } }} />
        <WorkFigures />
        <ScoresInput />
        {note}
      </SimpleForm>
    </Create>
  );
}

/** Changing an evaluation's ratings and note; whom and which month it rates stay. */
export function EvaluationEdit() {
  const saved = useSaved('updated');
  return (
    <Edit resource="UserEvaluation" mutationMode="pessimistic" mutationOptions={saved} transform={({ scores, note: text }) => ({ scores, note: text })}>
      <SimpleForm>
        <Labeled label={`${FIELDS}.subject`}>
          <TextField source="subject_name" />
        </Labeled>
        <Labeled label={`${FIELDS}.month`}>
          <TextField source="month" />
        </Labeled>
        <ScoresInput />
        {note}
      </SimpleForm>
    </Edit>
  );
}
