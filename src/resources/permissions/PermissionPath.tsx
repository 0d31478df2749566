import { Navigate, useParams } from 'react-router-dom';
import { screenUrl } from '../../../domain/screens';

/**
 * The spec's userprivient/new and userprivient/edit/{id}: the first opens the new staff account form (an account is
 * made there, then given its permissions here), the second this page with that account picked.
 */
export default function PermissionPath({ path }: { path: 'new' | 'edit' }) {
  const { id = '' } = useParams();
  const to = path === 'new' ? `${screenUrl('useraccount')}/new` : `${screenUrl('userprivient')}?${new URLSearchParams({ user: id }).toString()}`;
  return <Navigate to={to} replace />;
}
