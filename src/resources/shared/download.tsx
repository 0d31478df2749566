import DownloadIcon from '@mui/icons-material/Download';
import { useState, type ReactNode } from 'react';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import type { ExportResult } from '../../providers/download';
import { useNotifyError } from './errors';

/** Asks the server for a file made in `lang` (its headers and labels in the interface's language). */
export type FetchFile = (lang: 'en' | 'ar') => Promise<ExportResult>;

/** Hands a file to the browser under its name: a link to its bytes, clicked. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface DownloadButtonProps {
  download: FetchFile;
  /** Its label's translation key. */
  label?: string;
  variant?: 'text' | 'outlined';
  /** Shown while the file downloads (a progress bar). */
  busyNote?: ReactNode;
}

/**
 * The button of every export and download of the app: the file is fetched in the interface's language and saved
 * under its name; an empty one alerts 'Empty Data' (spec sections 5 and 8); a refusal or a failure shows the
 * server's message (or the network's) as an error. Disabled while it downloads; marked `data-download`, so that
 * the end-to-end walk finds every export of a screen.
 */
export function DownloadButton({ download, label = 'ra.action.export', variant = 'text', busyNote }: DownloadButtonProps) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await download(locale === 'ar' ? 'ar' : 'en');
      if (file.empty) window.alert(translate('errors.empty_data'));
      else saveFile(file.blob, file.fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={label} variant={variant} disabled={busy} onClick={() => void run()} data-download="">
        <DownloadIcon />
      </Button>
      {busy && busyNote}
    </>
  );
}
