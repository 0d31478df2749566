import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { Chip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OrderRecord } from '../../../../domain/orders/record';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useErrorText } from '../../shared/errors';

/**
 * An urgent order's approval, in its row: 'Approved', or an Approve button that approves it as the user
 * (the urgent orders' PATCH call) and reloads the list. The click does not open the order.
 */
export function ApproveButton({ record }: { record: OrderRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const [running, setRunning] = useState(false);
  if (record.approved) {
    return <Chip icon={<CheckCircleIcon />} label={translate('resources.orders.urgent.approved_mark')} color="success" size="small" variant="outlined" />;
  }
  const approve = async (event: MouseEvent) => {
    event.stopPropagation();
    setRunning(true);
    try {
      await dataProvider.approveUrgentOrder(record.id, record.version);
      notify('resources.orders.urgent.approved', { type: 'success', messageArgs: { serial: record.serial || String(record.id) } });
    } catch (error) {
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setRunning(false);
      refresh();
    }
  };
  return (
    <Button label="resources.orders.urgent.approve" onClick={(event) => void approve(event)} disabled={running} variant="outlined" size="small">
      <ThumbUpIcon />
    </Button>
  );
}
