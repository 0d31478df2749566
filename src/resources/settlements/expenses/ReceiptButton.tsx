import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, Link } from '@mui/material';
import { useRef } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { ExpenseRecord } from '../../../../domain/api/expenses';
import { useNotifyError } from '../../shared/errors';

/** The expense's receipt photo: a link to it, or a button that attaches one (JPEG, PNG or WebP). */
export function ReceiptButton() {
  const record = useRecordContext<ExpenseRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  if (!record) return null;
  if (record.receipt_url)
    return (
      <Link href={record.receipt_url} target="_blank" rel="noopener">
        {translate('settlements.expenses.view')}
      </Link>
    );
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await dataProvider.uploadExpenseReceipt(record.id, file);
      notify('settlements.expenses.uploaded', { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
        {translate('settlements.expenses.upload')}
      </Button>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={(event) => void upload(event.target.files?.[0])} />
    </>
  );
}
