import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { ImportPreview, ImportResult } from '../../../../domain/api/imports';
import type { ImportArea, ImportErrorBody } from '../../../providers/ordersProvider';

/** Where an import stands: nothing chosen, a file on its way (uploading, then checked or stored), a preview, a refusal, done. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'sending'; phase: 'preview' | 'commit'; file: File; percent: number; preview?: ImportPreview }
  | { step: 'previewed'; file: File; preview: ImportPreview }
  | { step: 'failed'; error: unknown }
  | { step: 'done'; result: ImportResult };

/** A refused commit that names bad rows: the rows to show, as a preview. */
function refusedRows(error: unknown): ImportPreview | undefined {
  const body = error instanceof HttpError ? (error.body as ImportErrorBody | undefined) : undefined;
  if (!body?.rows || body.total === undefined) return undefined;
  return { total: body.total, good: body.good ?? 0, bad: body.bad ?? body.rows.length, rows: body.rows };
}

/**
 * The steps of an import, for either area: choosing a file sends it for a preview; committing sends it again to
 * be checked and stored. A change of customer (staff) starts over, since the preview was for another one.
 */
export function useOrderImport(area: ImportArea, customer?: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const current = useRef(0);

  useEffect(() => {
    current.current += 1;
    setState({ step: 'idle' });
  }, [customer]);

  const run = useCallback(
    async (phase: 'preview' | 'commit', file: File, preview?: ImportPreview) => {
      const ticket = (current.current += 1);
      const update = (next: ImportState) => {
        if (current.current === ticket) setState(next);
      };
      update({ step: 'sending', phase, file, percent: 0, preview });
      const request = {
        area,
        file,
        customer,
        lang: locale === 'ar' ? ('ar' as const) : ('en' as const),
        onUpload: (percent: number) => update({ step: 'sending', phase, file, percent, preview }),
      };
      try {
        if (phase === 'preview') update({ step: 'previewed', file, preview: await dataProvider.previewImport(request) });
        else update({ step: 'done', result: await dataProvider.commitImport(request) });
      } catch (error) {
        const refused = refusedRows(error);
        update(refused ? { step: 'previewed', file, preview: refused } : { step: 'failed', error });
      }
    },
    [area, customer, dataProvider, locale],
  );

  return {
    state,
    choose: (file: File) => void run('preview', file),
    commit: () => {
      if (state.step === 'previewed' && state.preview.bad === 0) void run('commit', state.file, state.preview);
    },
    reset: () => {
      current.current += 1;
      setState({ step: 'idle' });
    },
  };
}
