/**
 * The create and edit pages of a resource. Forms skip the browser's own checks (noValidate): the domain
 * validators give the translated messages, beside the fields, for email and web-address inputs as for the rest.
 */
import { Stack } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
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

/** Once saved: a toast naming the record, then back to the list. */
function useSaved(action: NoticeAction) {
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

export interface ResourceEditProps extends FormPageProps {
  /** False where the API offers no delete (accounts are deactivated instead). */
  deletable?: boolean;
  actions?: ReactElement;
}

const EditToolbar = ({ deletable }: { deletable: boolean }) => (
  <Toolbar>
    <Stack direction="row" sx={{ justifyContent: 'space-between', width: '100%' }}>
      <SaveButton />
      {deletable && <ConfirmDeleteButton />}
    </Stack>
  </Toolbar>
);

/**
 * An edit page at `/dashboard/<name>/edit/:id`. Saving waits for the server so that its field errors
 * (a duplicate name, say) appear beside the fields; then it returns to the list.
 */
export function ResourceEdit({ validate, children, deletable = true, actions }: ResourceEditProps) {
  const { id } = useParams<'id'>();
  const saved = useSaved('updated');
  return (
    <Edit id={id} redirect="list" mutationMode="pessimistic" mutationOptions={saved} actions={actions ?? false}>
      <SimpleForm validate={validate} toolbar={<EditToolbar deletable={deletable} />} noValidate>
        {children}
      </SimpleForm>
    </Edit>
  );
}
