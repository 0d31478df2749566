import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, TEXT_IMPORT_COLUMNS, importHeaders } from '../../../domain/orders/import';
import type { Db } from '../../db/client';
import { cities, zones } from '../../db/schema';
import type { ImportLang } from './table';
import { nameIn } from '../../../domain/names';

const SHEET_NAMES = {
  en: { orders: 'Orders', places: 'Cities and zones', city: 'City', zone: 'Zone', other: 'Name in Arabic' },
  ar: { orders: 'الطلبات', places: 'المدن والمناطق', city: 'المدينة', zone: 'المنطقة', other: 'الاسم بالإنجليزية' },
} as const;

/** A place's name in the language, else in the other one. */
const otherName = (lang: ImportLang, place: { name: string; name_ar: string }) => (lang === 'ar' ? place.name : place.name_ar);

/**
 * The import template: a sheet with the columns' headers in the language (bold, kept in view, the phone and
 * customer serial columns typed as text so Excel keeps their leading zeros), right to left in Arabic; and a sheet
 * listing the active cities and zones by the names the import matches.
 */
export async function importTemplate(db: Db, lang: ImportLang): Promise<Buffer> {
  const names = SHEET_NAMES[lang];
  const workbook = new ExcelJS.Workbook();
  const views = [{ state: 'frozen' as const, ySplit: 1, rightToLeft: lang === 'ar' }];
  const sheet = workbook.addWorksheet(names.orders, { views });
  const headers = importHeaders(lang);
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: headers[column.key], key: column.key, width: column.width }));
  for (const key of TEXT_IMPORT_COLUMNS) sheet.getColumn(key).numFmt = '@';
  sheet.getRow(1).font = { bold: true };

  const places = workbook.addWorksheet(names.places, { views });
  places.columns = [
    { header: names.city, width: 24 },
    { header: names.zone, width: 24 },
    { header: names.other, width: 36 },
  ];
  places.getRow(1).font = { bold: true };
  const [cityRows, zoneRows] = await Promise.all([
    db.select().from(cities).where(eq(cities.is_active, true)).orderBy(asc(cities.name)),
    db.select().from(zones).where(eq(zones.is_active, true)).orderBy(asc(zones.name)),
  ]);
  for (const city of cityRows) {
    places.addRow([nameIn(lang, city), '', otherName(lang, city)]);
    for (const zone of zoneRows.filter((z) => z.city_id === city.id)) places.addRow([nameIn(lang, city), nameIn(lang, zone), otherName(lang, zone)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
