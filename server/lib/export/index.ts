/**
 * Streamed spreadsheet exports. A route gives a writer the reply stream, the columns and an async iterable of
 * rows (read page by page from the database); rows go out as they come, memory stays flat.
 */
export { neutraliseCell, type CellValue } from './neutralise';
export { assertOpen, drained, ExportAborted, type ExportColumn, type ExportRow } from './common';
export { writeXlsx, type XlsxOptions } from './xlsx';
export { writeXls, escapeXml, type XlsOptions } from './xls';
