import { useEffect, useState } from 'react';

/** One photo as GET /api/gallery/:shipper/:serial/:company/:mobile gives it. */
export interface GalleryPhoto {
  url: string;
  created_at: string;
}

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
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  const url = galleryUrl(keys);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetch(url, { headers: { accept: 'application/json' } })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ serial: string; photos: GalleryPhoto[] }>) : Promise.reject(new Error(String(response.status))),
      )
      .then((body) => {
        if (live) setState({ status: 'ready', serial: body.serial, photos: body.photos });
      })
      .catch(() => {
        if (live) setState({ status: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [url]);
  return state;
}
