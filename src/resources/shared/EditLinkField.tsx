import type { MouseEvent } from 'react';
import { LinkBase, useRecordContext } from 'react-admin';
import { editPath } from './paths';

/**
 * A record's number as a link to its page, for lists whose rows open on a click: the link is what a keyboard (and
 * a screen reader) reaches, and on a phone's narrow table it makes the scrolled region focusable.
 */
export function EditLinkField({ resource }: { resource: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <LinkBase to={editPath(resource, record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {String(record.id)}
    </LinkBase>
  );
}
