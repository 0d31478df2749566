import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BulkChooser } from '../../../../../domain/orders/bulk-actions';
import type { AppDataProvider } from '../../../../providers/dataProvider';
import { usePermissionUser } from '../../../../layout/usePermissionsNow';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Who chooses the bulk actions: the user's screens and role, its customer rows and special codes (undefined until read). */
export function useBulkChooser(): BulkChooser | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = usePermissionUser();
  const { data } = useQuery({ queryKey: ['orders', 'myGrants'], queryFn: () => dataProvider.myGrants(), staleTime: FIVE_MINUTES });
  return user && data ? { user, grants: data.grants, specials: data.specials } : undefined;
}
