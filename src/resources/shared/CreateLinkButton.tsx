import { CreateButton, useResourceContext } from 'react-admin';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import { newPath } from './paths';

/** react-admin's CreateButton pointing at `/dashboard/<name>/new`, shown only to users granted that page. */
export function CreateLinkButton() {
  const resource = useResourceContext();
  const permissions = usePermissionsNow();
  if (!resource) return null;
  const to = newPath(resource);
  if (!permissions?.canOpen(to)) return null;
  return <CreateButton to={to} />;
}
