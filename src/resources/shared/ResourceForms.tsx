/**
 * The create and edit pages of a resource. Forms skip the browser's own checks (noValidate): the domain
 * validators give the translated messages, beside the fields, for email and web-address inputs as for the rest.
 */
import { Stack } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfirmDeleteButton } from './deletion';
import type { FormValidate } from './formValidation';
import { useRecordNotice, type NoticeAction } from './recordNotice';

interface FormPageProps {
  validate: FormValidate;
  children: ReactNode;
}

export interface ResourceCreateProps extends FormPageProps {
  defaultValues?: Record<string, unknown>;
}

/** Save is always enabled on a new record, so an empty form can be submitted to show what is required. */
const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/** Once saved: a toast naming the record, then back to the list (a form's `mutationOptions`). */
export function useSaved(action: NoticeAction) {
  const notice = useRecordNotice();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: (record: RaRecord) => {
      notice(action, [record]);
      redirect('list', resource);
    },
  };
}

/** A create page at `/dashboard/<name>/new` that returns to the list once saved. */
export function ResourceCreate({ validate, defaultValues, children }: ResourceCreateProps) {
  const saved = useSaved('created');
  return (
    <Create redirect="list" mutationOptions={saved}>
      <SimpleForm validate={validate} defaultValues={defaultValues} toolbar={<CreateToolbar />} noValidate>
        {children}
      </SimpleForm>
    </Create>
  );
}

/** Whether the user may do something to the record shown (a rule of domain/permissions/actions.ts). */
type RecordRule = (record: RaRecord) => boolean;

export interface ResourceEditProps extends FormPageProps {
  /** False where the API offers no delete (accounts are deactivated instead); a function of the record where it depends on it. */
  deletable?: boolean | RecordRule;
  /** Whether the user may save changes to the record; the page is read-only when not. */
  savable?: RecordRule;
  actions?: ReactElement;
}

const allows = (rule: boolean | RecordRule, record: RaRecord | undefined) => (typeof rule === 'function' ? Boolean(record && rule(record)) : rule);

function EditToolbar({ deletable, savable }: { deletable: boolean | RecordRule; savable: RecordRule }) {
  const record = useRecordContext();
  return (
    <Toolbar>
      <Stack direction="row" sx={{ justifyContent: 'space-between', width: '100%' }}>
        {record && savable(record) ? <SaveButton /> : <span />}
        {allows(deletable, record) && <ConfirmDeleteButton />}
      </Stack>
    </Toolbar>
  );
}

const always: RecordRule = () => true;

/**
 * An edit page at `/dashboard/<name>/edit/:id`. Saving waits for the server so that its field errors
 * (a duplicate name, say) appear beside the fields; then it returns to the list.
 */
export function ResourceEdit({ validate, children, deletable = true, savable = always, actions }: ResourceEditProps) {
  const { id } = useParams<'id'>();
  const saved = useSaved('updated');
  return (
    <Edit id={id} redirect="list" mutationMode="pessimistic" mutationOptions={saved} actions={actions ?? false}>
      <SimpleForm validate={validate} toolbar={<EditToolbar deletable={deletable} savable={savable} />} noValidate>
        {children}
      </SimpleForm>
    </Edit>
  );
}
