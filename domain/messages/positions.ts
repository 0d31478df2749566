/** Couriers' positions and their phones (domain/positions/rules.ts). */
export const positionsMessages = {
  too_old: 'A position older than a day is not kept',
  ahead: "A position ahead of the server's clock is not kept: check the phone's date and time",
  device_unknown: 'This phone is not allowed to send positions: ask the office for a new token',
  too_soon: 'Positions were sent a moment ago: send them together every few seconds',
} as const;
