import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Chip, IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { DataTable, ListContextProvider, useList, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../shared/errors';
import { loginsApi, type CustomerLogin } from './loginsApi';

export type LoginAction = 'edit' | 'password' | 'remove';

interface LoginsTableProps {
  customerId: number;
  logins: CustomerLogin[];
  onAction: (action: LoginAction, login: CustomerLogin) => void;
  onChanged: () => void;
}

function Action({ label, icon, onClick }: { label: string; icon: ReactElement; onClick: () => void }) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Tooltip title={text}>
      <IconButton size="small" aria-label={text} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** One row per login (a react-admin list of the customer's logins): its email, name and state, with the actions on it. */
export function LoginsTable({ customerId, logins, onAction, onChanged }: LoginsTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const label = (key: string) => translate(`resources.customers.logins.${key}`);

  const toggle = async (login: CustomerLogin) => {
    try {
      await loginsApi.update(customerId, login.id, { first_name: login.first_name, last_name: login.last_name, is_active: !login.is_active });
      notify('resources.customers.logins.saved', { type: 'success' });
    } catch (error) {
      notifyError(error);
    }
    onChanged();
  };

  const list = useList({ data: logins, perPage: logins.length || 1 });
  return (
    <ListContextProvider value={list}>
      <DataTable<CustomerLogin> bulkActionButtons={false} rowClick={false} size="small">
        <DataTable.Col<CustomerLogin>
          source="username"
          label={label('fields.username')}
          disableSort
          render={(login) => <span dir="ltr">{login.username}</span>}
        />
        <DataTable.Col<CustomerLogin> label="resources.customers.fields.name" disableSort render={(login) => `${login.first_name} ${login.last_name}`.trim()} />
        <DataTable.Col<CustomerLogin>
          source="is_active"
          label={label('fields.is_active')}
          disableSort
          render={(login) => <Chip size="small" color={login.is_active ? 'success' : 'default'} label={label(login.is_active ? 'active' : 'disabled')} />}
        />
        <DataTable.Col<CustomerLogin>
          align="right"
          disableSort
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(login) => (
            <>
              <Action label="resources.customers.logins.edit" icon={<EditIcon fontSize="small" />} onClick={() => onAction('edit', login)} />
              <Action
                label={`resources.customers.logins.${login.is_active ? 'disable' : 'enable'}`}
                icon={login.is_active ? <BlockIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />}
                onClick={() => void toggle(login)}
              />
              <Action label="resources.customers.logins.reset_password" icon={<LockResetIcon fontSize="small" />} onClick={() => onAction('password', login)} />
              <Action label="resources.customers.logins.remove" icon={<DeleteIcon fontSize="small" />} onClick={() => onAction('remove', login)} />
            </>
          )}
        />
      </DataTable>
    </ListContextProvider>
  );
}
