import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import type { ExportResult } from '../../providers/download';
import { useNotifyError } from '../orders/errors';

export type FileLanguage = 'en' | 'ar';

/** Asks the server for a file made in `lang` (its headers and labels in the interface's language). */
export type FetchFile = (lang: FileLanguage) => Promise<ExportResult>;

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

/** Saves a fetched file, or alerts 'Empty Data' when there was nothing to put in it (spec sections 5 and 8). */
export function handOver(result: ExportResult, translate: TranslateFunction): void {
  if (result.empty) window.alert(translate('errors.empty_data'));
  else saveFile(result.blob, result.fileName);
}

/**
 * The one way every export and download of the app reaches the user: the file is fetched in the interface's
 * language and saved under its name; an empty one alerts 'Empty Data'; a refusal or a failure shows the server's
 * message (or the network's) as an error. `busy` is true while it downloads.
 */
export function useDownload() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (fetchFile: FetchFile) => {
      setBusy(true);
      try {
        handOver(await fetchFile(locale === 'ar' ? 'ar' : 'en'), translate);
      } catch (error) {
        notifyError(error);
      } finally {
        setBusy(false);
      }
    },
    [locale, translate, notifyError],
  );
  return { download, busy };
}

export interface DownloadButtonProps {
  download: FetchFile;
  /** Its label's translation key. */
  label?: string;
  variant?: 'text' | 'outlined';
  disabled?: boolean;
}

/** A button that downloads a file (useDownload), disabled while it does. */
export function DownloadButton({ download, label = 'ra.action.export', variant = 'text', disabled = false }: DownloadButtonProps) {
  const translate = useTranslate();
  const { download: run, busy } = useDownload();
  return (
    <Button variant={variant} startIcon={<DownloadIcon />} disabled={disabled || busy} onClick={() => void run(download)}>
      {translate(label)}
    </Button>
  );
}
