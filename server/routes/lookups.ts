import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { screenUrl, type ScreenName } from '../../domain/screens';
import { validateArea, validateLookup, validateZone, type LookupValues } from '../../domain/validation';
import { areas, cities, customerCategories, evaluationCriteria, expenseCategories, hangonReasons, holdReasons, zones } from '../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { registerCrud, type CrudResource, type CrudTable } from '../lib/rest/crud';

type NamedTable = CrudTable & Record<'name' | 'name_ar' | 'is_active' | 'created_at', AnyPgColumn>;

const named = {
  name: Type.String({ maxLength: 1000 }),
  name_ar: Type.String({ maxLength: 1000, default: '' }),
  is_active: Type.Boolean({ default: true }),
};
const NamedBody = Type.Object(named);
const parentId = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()], { default: null });

/** Reference lists are read by any logged-in user (pickers everywhere need them); changing them needs the screen. */
const readAccess = { user: true } as const;

function simpleLookup(name: ScreenName, table: NamedTable): CrudResource<LookupValues> {
  return {
    name,
    table,
    screen: screenUrl(name),
    readAccess,
    searchColumns: [table.name, table.name_ar],
    filterColumns: { is_active: table.is_active },
    sortColumns: { id: table.id, name: table.name, name_ar: table.name_ar, is_active: table.is_active, created_at: table.created_at },
    body: NamedBody,
    validate: validateLookup,
  };
}

export default async function lookupRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, simpleLookup('City', cities));
  registerCrud(app, simpleLookup('customercategory', customerCategories));
  registerCrud(app, simpleLookup('holdreason', holdReasons));
  registerCrud(app, simpleLookup('HangonReason', hangonReasons));
  // What the office's expenses are for (fuel, rent, packaging, salaries).
  registerCrud(app, simpleLookup('ExpenseCategory', expenseCategories));
  // What supervisors rate couriers and staff on each month (UserEvaluation).
  registerCrud(app, simpleLookup('EvaluationCriteria', evaluationCriteria));
  registerCrud(app, {
    ...simpleLookup('Zone', zones),
    filterColumns: { is_active: zones.is_active, city_id: zones.city_id },
    sortColumns: { id: zones.id, name: zones.name, name_ar: zones.name_ar, city_id: zones.city_id, is_active: zones.is_active },
    body: Type.Object({ ...named, city_id: parentId }),
    validate: validateZone,
  });
  registerCrud(app, {
    ...simpleLookup('area', areas),
    filterColumns: { is_active: areas.is_active, zone_id: areas.zone_id },
    sortColumns: { id: areas.id, name: areas.name, name_ar: areas.name_ar, zone_id: areas.zone_id, is_active: areas.is_active },
    body: Type.Object({ ...named, zone_id: parentId }),
    validate: validateArea,
  });
}
