import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, NumberInput } from 'react-admin';
import type { ReportDeclaration } from '../../../domain/reports/kit';
import { DateInput } from '../shared/DateInput';
import { PickerInput } from '../shared/pickers';

/** The list's filter inputs, one per parameter of the report, each shown at once and labelled from the catalogue. */
export function filtersOf(report: ReportDeclaration): ReactElement[] {
  return Object.entries(report.params).map(([source, schema]) => {
    const label = `reports.${report.name}.params.${source}`;
    const input = schema.report;
    const common = { key: source, source, label, alwaysOn: true };
    switch (input.input) {
      case 'number':
        return (
          <NumberInput {...common} min={schema.minimum as number | undefined} max={schema.maximum as number | undefined} step={1} sx={{ minWidth: 200 }} />
        );
      case 'date':
        return <DateInput {...common} />;
      case 'flag':
        return <BooleanInput {...common} />;
      case 'reference':
        return (
          <PickerInput {...common} reference={input.reference}>
            <AutocompleteInput label={label} />
          </PickerInput>
        );
    }
  });
}

/** The parameters' defaults (their schemas'), as the list's starting filters. */
export const defaultFilters = (report: ReportDeclaration): Record<string, unknown> =>
  Object.fromEntries(Object.entries(report.params).flatMap(([source, schema]) => (schema.default === undefined ? [] : [[source, schema.default]])));
