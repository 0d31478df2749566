import { importHeaders } from '../../../domain/orders/import';

/** The import page (src/resources/orders/import), for merchants and staff alike. */
export const importEn = {
  button: 'Import',
  title: 'Import orders',
  staff_title: "Import a customer's orders",
  intro:
    'Add up to %{max} orders at once from an Excel (.xlsx) or CSV file. Start from the template; every row is read as an order and checked before anything is saved.',
  customer: 'Customer',
  choose_customer: 'First choose the customer whose orders these are',
  steps: { template: 'Download the template', file: 'Choose the file', check: 'Check and save' },
  template_en: 'Template (English)',
  template_ar: 'Template (Arabic)',
  rules:
    'Required columns: Recipient, Phone and City. City and zone are matched by their English or Arabic name. The delivery fee comes from your prices. A customer serial, when given, may be used once.',
  choose_file: 'Choose a file',
  another_file: 'Choose another file',
  file_hint: '.xlsx or .csv, up to %{size}',
  uploading: 'Uploading %{name}… %{percent}%',
  checking: 'Checking the orders…',
  saving: 'Saving %{smart_count} order… |||| Saving %{smart_count} orders…',
  counts: '%{smart_count} row: %{good} good, %{bad} to correct. |||| %{smart_count} rows: %{good} good, %{bad} to correct.',
  all_good: 'Every row is good (%{smart_count}). Save them to create the orders.',
  fix_first: 'Correct the marked rows in the file, then choose it again: nothing is saved until every row is good.',
  commit: 'Import %{smart_count} order |||| Import %{smart_count} orders',
  done: '%{smart_count} order imported. |||| %{smart_count} orders imported.',
  done_serials: 'Serials %{first} to %{last}.',
  open_orders: 'Open the orders',
  import_more: 'Import another file',
  table_label: 'The rows read from the file',
  row: 'Row',
  fee: 'Fee',
  status: 'Status',
  ok: 'Good',
  needs_fix: 'To correct',
  shown: '%{from}–%{to} of %{count}',
  columns: importHeaders('en'),
};
