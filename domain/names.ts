/** A named record as the lookups, shippers' groups, expense categories and public reasons carry it. */
export interface Named {
  name: string;
  name_ar?: string | null;
}

/**
 * A record's name in the interface language: its Arabic name on Arabic screens and files when it has one, its
 * (English) name otherwise. The one rule for every place name, lookup and category the screens show.
 */
export const nameIn = (language: string, record: Named): string => (language === 'ar' && record.name_ar) || record.name;
