import { Rating } from '@mui/material';
import { DataTable, List, Pagination, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { EvaluationRecord } from '../../../domain/api/evaluations';
import { EVALUATION_KINDS, SCORE_MAX } from '../../../domain/evaluations/rules';
import { EmptyList } from '../shared/EmptyList';

const FIELDS = 'resources.UserEvaluation.fields';

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label={`${FIELDS}.kind`}
    choices={EVALUATION_KINDS.map((kind) => ({ id: kind, name: `resources.UserEvaluation.kinds.${kind}` }))}
    alwaysOn
  />,
  <TextInput key="month" source="month" type="month" label={`${FIELDS}.month`} slotProps={{ inputLabel: { shrink: true } }} alwaysOn />,
];

function Kind() {
  const record = useRecordContext<EvaluationRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.UserEvaluation.kinds.${record.kind}`)}</> : null;
}

/** The average rating as stars, and as a number for whoever reads it aloud. */
function Average() {
  const record = useRecordContext<EvaluationRecord>();
  const translate = useTranslate();
  if (!record || record.average === null) return null;
  const label = translate('resources.UserEvaluation.average_of', { average: record.average.toFixed(1), max: SCORE_MAX });
  return <Rating value={record.average} precision={0.1} max={SCORE_MAX} readOnly size="small" aria-label={label} title={label} />;
}

/** The month's evaluations of couriers and staff, newest month first; each opens to change its ratings. */
export default function EvaluationList() {
  return (
    <List
      resource="UserEvaluation"
      title="screens.UserEvaluation"
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<EmptyList text="resources.UserEvaluation.empty" />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable<EvaluationRecord> bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="month" label={`${FIELDS}.month`} disableSort />
        <DataTable.Col label={`${FIELDS}.kind`} disableSort>
          <Kind />
        </DataTable.Col>
        <DataTable.Col source="subject_name" label={`${FIELDS}.subject`} disableSort />
        <DataTable.Col label={`${FIELDS}.average`} disableSort>
          <Average />
        </DataTable.Col>
        <DataTable.Col source="rated_by" label={`${FIELDS}.rated_by`} disableSort />
        <DataTable.Col source="note" label={`${FIELDS}.note`} disableSort />
      </DataTable>
    </List>
  );
}
