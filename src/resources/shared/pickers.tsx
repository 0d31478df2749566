import { ReferenceArrayInput, ReferenceInput, type ReferenceArrayInputProps, type ReferenceInputProps, type SortPayload } from 'react-admin';
import { storedLanguage } from '../../providers/i18nProvider';

/** Records named in both languages: on Arabic screens they show, and so are sorted by, their Arabic name. */
const NAMED_IN_ARABIC: ReadonlySet<string> = new Set([
  'City',
  'Zone',
  'area',
  'customercategory',
  'holdreason',
  'HangonReason',
  'shipper-groups',
  'material',
  'warehouse',
  'EvaluationCriteria',
]);
/** Records named by something other than `name`. */
const NAME_FIELD: Readonly<Record<string, string>> = { 'permission-users': 'username', 'warehouse-keepers': 'username' };

/**
 * How a picker of `reference` orders its choices: by the name it shows, A to Z (react-admin's own default is the
 * newest id first, which no one can search by eye). The admin is remounted when the language changes, so the
 * stored language is the current one.
 */
export function pickerSort(reference: string): SortPayload {
  const field = NAME_FIELD[reference] ?? (storedLanguage() === 'ar' && NAMED_IN_ARABIC.has(reference) ? 'name_ar' : 'name');
  return { field, order: 'ASC' };
}

/** react-admin's ReferenceInput with its choices sorted by name; every single-record picker of the app is one. */
export function PickerInput(props: ReferenceInputProps) {
  return <ReferenceInput sort={pickerSort(props.reference)} {...props} />;
}

/** The same for pickers of several records. */
export function MultiPickerInput(props: ReferenceArrayInputProps) {
  return <ReferenceArrayInput sort={pickerSort(props.reference)} {...props} />;
}
