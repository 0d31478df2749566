import { useResourceContext } from 'react-admin';
import { validateArea, validateLookup, validateZone } from '../../../domain/validation';
import type { CsvExportOptions } from '../shared/CsvExportButton';
import { formValidator, type FormValidate } from '../shared/formValidation';

/** A lookup that belongs to another: a zone to a city, an area to a zone. */
export interface LookupParent {
  source: 'city_id' | 'zone_id';
  reference: 'City' | 'Zone';
}

export interface LookupConfig {
  validate: FormValidate;
  parent?: LookupParent;
}

const plain: LookupConfig = { validate: formValidator(validateLookup) };

/**
 * The named lookups (spec section 2, Settings). They share one list, one form and one set of views;
 * only Zone and area differ, by the parent they point to.
 */
const LOOKUPS: Partial<Record<string, LookupConfig>> = {
  City: plain,
  Zone: { validate: formValidator(validateZone), parent: { source: 'city_id', reference: 'City' } },
  area: { validate: formValidator(validateArea), parent: { source: 'zone_id', reference: 'Zone' } },
  customercategory: plain,
  holdreason: plain,
  HangonReason: plain,
  ExpenseCategory: plain,
  EvaluationCriteria: plain,
};

/** The configuration of the lookup whose page is showing. */
export function useLookupConfig(): LookupConfig {
  return LOOKUPS[useResourceContext() ?? ''] ?? plain;
}

export function exportOptionsOf({ parent }: LookupConfig): CsvExportOptions {
  return {
    fields: parent ? ['id', 'name', 'name_ar', parent.source, 'is_active'] : ['id', 'name', 'name_ar', 'is_active'],
    references: parent ? [parent] : [],
  };
}
