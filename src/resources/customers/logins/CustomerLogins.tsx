import AddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRecord } from '../types';
import { LoginDialog } from './LoginDialog';
import { LoginsTable, type LoginAction } from './LoginsTable';
import type { CustomerLogin } from './loginsApi';
import { PasswordDialog } from './PasswordDialog';
import { RemoveLoginDialog } from './RemoveLoginDialog';
import { useLogins } from './useLogins';

type Open = { kind: 'add' } | { kind: LoginAction; login: CustomerLogin } | null;

/** The merchant logins of the customer on show, once it has loaded. */
export function CustomerLogins() {
  const record = useRecordContext<CustomerRecord>();
  return record ? <LoginsSection customerId={record.id} /> : null;
}

/** A customer's merchant logins with add, edit, enable or disable, reset-password and remove. */
function LoginsSection({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<Open>(null);
  const { logins, failed, reload } = useLogins(customerId);
  const close = () => setOpen(null);
  const saved = () => {
    setOpen(null);
    reload();
  };

  return (
    <Box component="section">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('resources.customers.sections.logins')}
        </Typography>
        <Button label="resources.customers.logins.add" onClick={() => setOpen({ kind: 'add' })}>
          <AddIcon />
        </Button>
      </Stack>
      {failed && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
      {logins && logins.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('resources.customers.logins.empty')}
        </Typography>
      )}
      {logins && logins.length > 0 && (
        <LoginsTable customerId={customerId} logins={logins} onAction={(kind, login) => setOpen({ kind, login })} onChanged={reload} />
      )}
      {open?.kind === 'add' && <LoginDialog customerId={customerId} onClose={close} onSaved={saved} />}
      {open?.kind === 'edit' && <LoginDialog customerId={customerId} login={open.login} onClose={close} onSaved={saved} />}
      {open?.kind === 'password' && <PasswordDialog customerId={customerId} login={open.login} onClose={close} />}
      {open?.kind === 'remove' && <RemoveLoginDialog customerId={customerId} login={open.login} onClose={close} onRemoved={saved} />}
    </Box>
  );
}
