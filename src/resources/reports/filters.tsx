import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, NumberInput, SelectInput, TextInput, required } from 'react-admin';
import { pathParams, type ReportDeclaration, type ReportParam } from '../../../domain/reports/kit';
import { lastDays } from '../../../domain/reports/range';
import { DateInput } from '../shared/DateInput';
import { PickerInput } from '../shared/pickers';

/** The input of one parameter, labelled from the catalogue. */
function inputOf(report: ReportDeclaration, source: string, schema: ReportParam): ReactElement {
  const label = `reports.${report.name}.params.${source}`;
  const input = schema.report;
  const common = { source, label, alwaysOn: true };
  switch (input.input) {
    case 'number':
      return (
        <NumberInput
          key={source}
          {...common}
          min={schema.minimum as number | undefined}
          max={schema.maximum as number | undefined}
          step={1}
          sx={{ minWidth: 200 }}
        />
      );
    case 'date':
      return <DateInput key={source} {...common} />;
    case 'flag':
      return <BooleanInput key={source} {...common} />;
    case 'text':
      return <TextInput key={source} {...common} type="search" resettable />;
    case 'choice':
      return (
        <SelectInput
          key={source}
          {...common}
          emptyText={input.required ? undefined : `reports.${report.name}.choices.${source}.all`}
          validate={input.required ? required() : undefined}
          choices={input.choices.map((choice) => ({ id: choice, name: `reports.${report.name}.choices.${source}.${choice}` }))}
          sx={{ minWidth: 200 }}
        />
      );
    case 'reference':
      return (
        <PickerInput key={source} {...common} reference={input.reference} filter={input.filter}>
          <AutocompleteInput label={label} sx={{ minWidth: 240 }} />
        </PickerInput>
      );
  }
}

/** The list's filter inputs: one per parameter of the report (but those its address carries), then its range's days, each shown at once. */
export function filtersOf(report: ReportDeclaration): ReactElement[] {
  const inPath = pathParams(report);
  const range = report.range
    ? (['from_date', 'to_date'] as const).map((source) => <DateInput key={source} source={source} label={`reports.kit.${source}`} alwaysOn />)
    : [];
  const asked = Object.entries(report.params).filter(([source]) => !inPath.includes(source));
  return [...asked.map(([source, schema]) => inputOf(report, source, schema)), ...range];
}

/** The list's starting filters: the parameters' defaults (their schemas'), and a range's last days. */
export const defaultFilters = (report: ReportDeclaration): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(report.params).flatMap(([source, schema]) => (schema.default === undefined ? [] : [[source, schema.default]]))),
  ...(report.range ? lastDays(report.range.days) : {}),
});

/**
 * The filters a spec URL gives as plain parameters (`?id=4&from_date=2026-01-01`, the links other screens make) or
 * as segments of its path (`routed`, see pathParams), on top of the defaults; undefined when the URL names none of them.
 */
export function filtersFromUrl(
  report: ReportDeclaration,
  search: URLSearchParams,
  routed: Readonly<Record<string, string | undefined>> = {},
): Record<string, unknown> | undefined {
  // `day_date` is one day of a report's range; a report without a range may take it as a parameter of its own.
  const ranged = Boolean(report.range);
  const names = [...Object.keys(report.params), ...(ranged ? ['from_date', 'to_date', 'day_date'] : [])];
  const inPath = pathParams(report);
  const textOf = (name: string) => (inPath.includes(name) ? routed[name] : search.get(name));
  const given = names.filter((name) => textOf(name));
  if (given.length === 0 || search.has('filter')) return undefined;
  const value = (name: string) => {
    const text = textOf(name)!;
    const input = report.params[name]?.report.input;
    return input === 'number' || input === 'reference' ? Number(text) : input === 'flag' ? text === 'true' : text;
  };
  const day = ranged ? search.get('day_date') : null;
  return {
    ...defaultFilters(report),
    ...Object.fromEntries(given.filter((name) => !(ranged && name === 'day_date')).map((name) => [name, value(name)])),
    ...(day ? { from_date: day, to_date: day } : {}),
  };
}
