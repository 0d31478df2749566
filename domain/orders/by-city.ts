/** The merchant's report of orders by city (customerdashboard report/TopCReport): what each count holds. */
import type { OrderStatus } from './status';

/** Orders whose recipient took the parcel (and paid): delivered, or delivered and its cash handed in. */
export const DELIVERED: readonly OrderStatus[] = ['Delivered', 'Collected'];
/** Orders that did not reach their recipient for good: refused at the door, or back with the merchant. */
export const RETURNED: readonly OrderStatus[] = ['Rejected', 'Returned'];

/** One city's orders over a range (all but cancelled), with how many were delivered and refused or returned. */
export interface CityCount {
  city: number;
  city_name: string;
  city_name_ar: string;
  count: number;
  delivered: number;
  returned: number;
}
