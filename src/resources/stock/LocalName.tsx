import { useRecordContext } from 'react-admin';
import type { Named } from '../../../domain/names';
import { recordName } from '../shared/recordName';

/** A record's name in the interface language (its English name where it has no Arabic one), kept in its own direction. */
export function LocalName() {
  const record = useRecordContext<Named>();
  return record ? <bdi>{recordName(record)}</bdi> : null;
}
