import jsonexport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter, type RaRecord, type TranslateFunction } from 'react-admin';

export interface ExportReference {
  /** The record field holding the other record's id, e.g. `city_id`. */
  source: string;
  /** The resource the id points to, e.g. `City`; its `name` replaces the id in the file. */
  reference: string;
}

export interface CsvExportOptions {
  fields: readonly string[];
  references?: readonly ExportReference[];
}

type Row = Record<string, unknown>;

/**
 * A CSV exporter with translated headers. An export without rows downloads nothing and alerts
 * 'Empty Data' (spec sections 5 and 8).
 */
export function csvExporter(translate: TranslateFunction, { fields, references = [] }: CsvExportOptions): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords, _dataProvider, resource = 'export') => {
    if (records.length === 0) {
      window.alert(translate('errors.empty_data'));
      return;
    }
    const names = await Promise.all(
      references.map(async ({ source, reference }) => [source, await fetchRelatedRecords<RaRecord>(records, source, reference)] as const),
    );
    const rows = records.map((record) => {
      const row: Row = Object.fromEntries(fields.map((field) => [field, record[field]]));
      for (const [source, related] of names) {
        const id = record[source] as RaRecord['id'] | null | undefined;
        row[source] = id == null ? '' : (related[id]?.name ?? id);
      }
      return row;
    });
    const headers = [...fields];
    const rename = fields.map((field) => translate(`resources.${resource}.fields.${field}`, { _: field }));
    downloadCSV(await jsonexport(rows, { headers, rename }), resource);
  };
}
