/** Data the order screens share, loaded once per session through react-query. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { hasSpecialPermissions, type SpecialCode } from '../../../../domain/permissions';
import { MERCHANT_FIELDS } from '../../../../domain/permissions/merchant';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { FieldPermissions } from '../../../providers/ordersProvider';
import { readAuth } from '../../../providers/storage';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Active shippers for the pickers (GET shipper/). */
export function useShipperChoices() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['orders', 'shipperChoices'], queryFn: () => dataProvider.shipperChoices(), staleTime: FIVE_MINUTES });
}

/**
 * The caller's field permissions; a superuser holds every one, a merchant login those of its own orders
 * (domain MERCHANT_FIELDS, as the server applies them), and nothing is assumed while they load or fail.
 */
export function useFieldPermissions(): Partial<FieldPermissions> & { loaded: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = readAuth()?.user;
  const superuser = user?.is_superuser === true;
  const merchant = user != null && !user.is_staff && !superuser;
  const query = useQuery({
    queryKey: ['orders', 'fieldPermissions'],
    queryFn: () => dataProvider.orderFieldPermissions(),
    staleTime: FIVE_MINUTES,
    enabled: !superuser && !merchant,
  });
  if (merchant) return { ...MERCHANT_FIELDS, loaded: true };
  if (superuser)
    return {
      show_order_serial: true,
      show_customer_serial: true,
      show_total_amount: true,
      show_fees: true,
      show_shipper_fees: true,
      show_customer_phone: true,
      show_notes: true,
      loaded: true,
    };
  return { ...(query.data ?? {}), loaded: query.isFetched };
}

/**
 * Whether the user holds a special permission code (a superuser holds all). Unknown while loading or when the
 * call fails: the action stays hidden, and the server decides anyway.
 */
export function useSpecialCode(code: SpecialCode): boolean {
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = readAuth()?.user;
  const superuser = user?.is_superuser === true;
  const query = useQuery({ queryKey: ['orders', 'specialCodes'], queryFn: () => dataProvider.specialCodes(), staleTime: FIVE_MINUTES, enabled: !superuser });
  if (superuser) return true;
  return user != null && query.data != null && hasSpecialPermissions(user, query.data, [code]);
}

/** The logged-in user as the status rules need it. */
export const currentUser = () => ({ is_superuser: readAuth()?.user.is_superuser === true });
