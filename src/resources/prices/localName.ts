import { useLocaleState } from 'react-admin';

export interface Named {
  name: string;
  name_ar?: string;
}

/** A record's Arabic name on Arabic screens when it has one, otherwise its name. */
export function useLocalName(): (record: Named) => string {
  const [locale] = useLocaleState();
  return (record) => (locale === 'ar' && record.name_ar ? record.name_ar : record.name);
}
