import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Stack } from '@mui/material';
import { required, TextInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ClosingRecord } from '../../../domain/api/money';
import { readAuth } from '../../providers/storage';
import { useSpecialCode } from '../orders/inputs/useOrderData';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';
import { DialogFormButton } from './DialogFormButton';

/**
 * Approve or refuse a pending closing: shown only to someone holding approve_closing who did not make it
 * (the server refuses anyone else the same way).
 */
export function DecideClosing({ closing, onDone }: { closing: ClosingRecord; onDone: () => unknown }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayApprove = useSpecialCode('approve_closing');
  const own = readAuth()?.user.id === closing.created_by;
  if (closing.status !== 'pending' || !mayApprove || own) return null;
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <ConfirmActionButton
        label="closings.decide.approve"
        icon={<CheckCircleIcon />}
        title="closings.decide.approve_title"
        titleArgs={{ rc: closing.rc }}
        content="closings.decide.approve_content"
        action={() => dataProvider.decideClosing(closing.id, 'approve')}
        success="closings.decide.approved"
        onDone={onDone}
      />
      <DialogFormButton
        label="closings.decide.refuse"
        icon={<CancelIcon />}
        title="closings.decide.refuse_title"
        titleArgs={{ rc: closing.rc }}
        submitLabel="closings.decide.refuse"
        save={async (values) => {
          await dataProvider.decideClosing(closing.id, 'refuse', String(values.note ?? ''));
          return 'closings.decide.refused';
        }}
        onDone={onDone}
      >
        <TextInput
          source="note"
          label="closings.decide.reason"
          helperText="closings.decide.refuse_content"
          validate={required()}
          multiline
          fullWidth
          autoFocus
        />
      </DialogFormButton>
    </Stack>
  );
}
