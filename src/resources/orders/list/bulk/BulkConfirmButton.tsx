import { useState, type ReactElement } from 'react';
import { Button, Confirm, useTranslate, type Identifier } from 'react-admin';
import { BulkConfirmContent } from '../../../shared/selection';
import { useBulkRun } from './useBulkRun';

export interface BulkConfirmButtonProps {
  label: string;
  icon: ReactElement;
  title: string;
  content: string;
  successKey: string;
  action: (ids: Identifier[]) => Promise<unknown>;
}

/** A bulk action asked for once more before it runs (archive, cancel). */
export function BulkConfirmButton({ label, icon, title, content, successKey, action }: BulkConfirmButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, running, selectedIds } = useBulkRun();
  const confirm = async () => {
    if (await run(action, successKey)) setOpen(false);
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title={translate(title, { smart_count: selectedIds.length })}
        content={<BulkConfirmContent text={content} />}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
