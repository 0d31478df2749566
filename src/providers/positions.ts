/** A courier's day on the map, his phones, and the addresses of places (server/routes/shipper-positions.ts). */
import type { Device, GeocodeAnswer, IssuedDevice, Track } from '../../domain/api/positions';
import { apiFetch, postJson } from './http';

export const trackKey = (shipper: number, day: string) => ['shippers', 'locations', shipper, day];
export const devicesKey = (shipper: number) => ['shippers', 'devices', shipper];

export const positionCalls = {
  day: async (shipper: number, day: string) =>
    (await apiFetch<Track>(`/api/shippers/locations/?${new URLSearchParams({ day_date: day, shipper_id: String(shipper) }).toString()}`)).json,
  devices: async (shipper: number) => (await apiFetch<Device[]>(`/api/shippers/devices/?shipper=${shipper}`)).json,
  issue: async (shipper: number, label: string) => (await postJson<IssuedDevice>('/api/shippers/devices/', { shipper, label })).json,
  revoke: (id: number) => apiFetch(`/api/shippers/devices/${id}/`, { method: 'DELETE' }),
  address: async (latitude: number, longitude: number, lang: string) =>
    (
      await apiFetch<GeocodeAnswer>(
        `/api/geocode/reverse/?${new URLSearchParams({ latitude: String(latitude), longitude: String(longitude), lang }).toString()}`,
      )
    ).json.address,
};
