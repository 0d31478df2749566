import { useCallback } from 'react';
import { useGetRecordRepresentation, useNotify, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

export type NoticeAction = 'created' | 'updated' | 'deleted';

/** Keeps a name or serial in its own direction inside a sentence of the other (a Latin name in an Arabic toast). */
const isolate = (text: string): string => `\u2068${text}\u2069`;

/**
 * The toast after a record is created, saved or deleted, naming it: "Order 10005001 created", "Customer Mona Adel
 * deleted" (react-admin's own says "Element created"). The name is the resource's record representation (an
 * order's serial, a customer's name); several records deleted at once are counted instead. `message` replaces
 * the sentence, with the same `%{subject}`.
 */
export function useRecordNotice(resourceProp?: string): (action: NoticeAction, records: readonly RaRecord[], message?: string) => void {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const notify = useNotify();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (action, records, message = `app.notices.${action}`) => {
      const count = Math.max(records.length, 1);
      const noun = translate(`resources.${resource}.name`, { smart_count: count, _: translate('app.notices.record', { smart_count: count }) });
      const record = count === 1 ? records[0] : undefined;
      const shown = record ? String(represent(record) ?? '') : '';
      // react-admin falls back to `#<id>` for a record with no name, which tells a reader nothing: the noun alone then.
      const name = record && shown !== `#${record.id}` ? shown : '';
      const subject = name ? `${noun} ${isolate(name)}` : noun;
      notify(message, { type: 'info', messageArgs: { smart_count: count, subject } });
    },
    [notify, translate, represent, resource],
  );
}
