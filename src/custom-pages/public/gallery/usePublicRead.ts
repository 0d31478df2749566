import { useEffect, useState } from 'react';

export type PublicRead<T> = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; data: T };

/**
 * A public page's one call, made without a login: loading, then its answer, or "missing" on any failure (a
 * wrong key answers 404, and a page of these links says only that it found nothing).
 */
export function usePublicRead<T>(url: string): PublicRead<T> {
  const [state, setState] = useState<PublicRead<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(String(response.status)))))
      .then((data) => {
        if (live) setState({ status: 'ready', data });
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
