/**
 * Couriers' positions (issue 23, item 6; spec: shippertracking, GET locations, the geocoding call): what a courier's
 * phone may send, and how places are named. The rules, written once for the server and the screens:
 * - a phone sends its positions with the token staff issued it (`X-Device-Token`), at most MAX_POSITIONS at once and at
 *   most once every SEND_INTERVAL_SECONDS; each position is of the last day (MAX_AGE_HOURS) and not ahead of the
 *   server's clock by more than CLOCK_SLACK_MINUTES, its latitude and longitude on the globe;
 * - an address is asked for a place rounded to PLACE_DECIMALS decimals (about 11 m), so nearby positions share one,
 *   GEOCODE_DELAY_MS after the map stops moving (spec section 9), and shown as coordinates when none is known.
 */
export const MAX_POSITIONS = 100;
export const SEND_INTERVAL_SECONDS = 5;
export const MAX_AGE_HOURS = 24;
export const CLOCK_SLACK_MINUTES = 5;
export const PLACE_DECIMALS = 4;
export const GEOCODE_DELAY_MS = 500;
/** The header a courier's phone names its token in. */
export const DEVICE_TOKEN_HEADER = 'x-device-token';

export interface Position {
  at: string;
  latitude: number;
  longitude: number;
  accuracy?: number | null;
}

/** Why a position cannot be kept (too old, ahead of the clock), or undefined. The schema checks the coordinates' ranges. */
export function positionError(position: Position, now: Date = new Date()): 'positions.too_old' | 'positions.ahead' | undefined {
  const at = Date.parse(position.at);
  if (at < now.getTime() - MAX_AGE_HOURS * 3_600_000) return 'positions.too_old';
  if (at > now.getTime() + CLOCK_SLACK_MINUTES * 60_000) return 'positions.ahead';
  return undefined;
}

/** A place as addresses are kept for it: latitude and longitude rounded, "30.0444,31.2357". */
export const placeOf = (latitude: number, longitude: number): string => `${latitude.toFixed(PLACE_DECIMALS)},${longitude.toFixed(PLACE_DECIMALS)}`;

/** A place shown as coordinates, when no address is known. */
export const coordinatesOf = (latitude: number, longitude: number): string => `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
