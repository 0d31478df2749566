import { useLocaleState } from 'react-admin';
import { nameIn, type Named } from '../../../domain/names';

export type { Named };

/** A record's name in the interface language (domain/names.ts nameIn). */
export function useLocalName(): (record: Named) => string {
  const [locale] = useLocaleState();
  return (record) => nameIn(locale, record);
}
