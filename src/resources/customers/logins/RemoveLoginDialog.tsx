import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useDeleteRefusalText } from '../../shared/deletion';
import { useNotifyError } from '../../shared/errors';
import { loginsApi, type CustomerLogin } from './loginsApi';

interface RemoveLoginDialogProps {
  customerId: number;
  login: CustomerLogin;
  onClose: () => void;
  onRemoved: () => void;
}

/** Removes a login after confirmation; disabling it instead keeps its history. */
export function RemoveLoginDialog({ customerId, login, onClose, onRemoved }: RemoveLoginDialogProps) {
  const notify = useNotify();
  const notifyError = useNotifyError(useDeleteRefusalText());
  const [removing, setRemoving] = useState(false);
  const confirm = async () => {
    setRemoving(true);
    try {
      await loginsApi.remove(customerId, login.id);
      notify('resources.customers.logins.removed', { type: 'success' });
      onRemoved();
    } catch (error) {
      notifyError(error);
      onClose();
    } finally {
      setRemoving(false);
    }
  };
  return (
    <Confirm
      isOpen
      loading={removing}
      title="resources.customers.logins.remove_title"
      titleTranslateOptions={{ username: login.username }}
      content="resources.customers.logins.remove_content"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
