import { usePublicRead } from './usePublicRead';

import type { OrderGallery } from '../../../../domain/api/orders';

/** One photo as GET /api/gallery/:shipper/:serial/:company/:mobile gives it. */
export type GalleryPhoto = OrderGallery['photos'][number];

export type GalleryState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; serial: string; photos: GalleryPhoto[] };

export interface GalleryKeys {
  shipper: string;
  serial: string;
  company: string;
  mobile: string;
}

/** The address of the public gallery call; each key is one path segment, encoded as such. */
export const galleryUrl = (keys: GalleryKeys): string =>
  `/api/gallery/${[keys.shipper, keys.serial, keys.company, keys.mobile].map(encodeURIComponent).join('/')}`;

/** The order's photos, loaded without a login; any failure (a wrong key answers 404) shows as "not found". */
export function useOrderGallery(keys: GalleryKeys): GalleryState {
  const state = usePublicRead<OrderGallery>(galleryUrl(keys));
  return state.status === 'ready' ? { status: 'ready', serial: state.data.serial, photos: state.data.photos } : state;
}
