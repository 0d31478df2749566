import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';
import { useErrorText } from './errors';

export interface ConfirmActionButtonProps {
  label: string;
  icon?: ReactElement;
  title: string;
  titleArgs?: Record<string, unknown>;
  content: string;
  /** What the button does once confirmed; a refusal shows the server's reason and keeps the dialog open. */
  action: () => Promise<unknown>;
  success: string;
  successArgs?: Record<string, unknown>;
  onDone: () => unknown;
}

/** One record's action asked for once more before it runs (cancel an order, cancel a request). */
export function ConfirmActionButton({ label, icon, title, titleArgs, content, action, success, successArgs, onDone }: ConfirmActionButtonProps) {
  const notify = useNotify();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await action();
      notify(success, { type: 'success', messageArgs: successArgs });
      setOpen(false);
      await onDone();
    } catch (error) {
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title={title}
        titleTranslateOptions={titleArgs}
        content={content}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
