import { useCallback, useState } from 'react';
import type { PublicTracking } from '../../../../domain/tracking';

/**
 * What the tracking call came back with: the parcel, "not found" (an unknown serial and wrong digits answer
 * alike), too many tries (with the minutes to wait, from Retry-After), or a failure of any other kind.
 */
export type TrackingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; tracking: PublicTracking }
  | { status: 'not_found' }
  | { status: 'too_many'; minutes: number }
  | { status: 'failed' };

async function track(serial: string, last4: string): Promise<TrackingState> {
  try {
    const response = await fetch('/api/track/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ serial, last4 }),
    });
    if (response.ok) return { status: 'found', tracking: (await response.json()) as PublicTracking };
    if (response.status === 404) return { status: 'not_found' };
    if (response.status === 429) return { status: 'too_many', minutes: Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? 60) / 60)) };
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}

/** POST /api/track/ without a login; the digits are kept in the page only, never in the address or storage. */
export function useTracking(): [TrackingState, (serial: string, last4: string) => void, () => void] {
  const [state, setState] = useState<TrackingState>({ status: 'idle' });
  const ask = useCallback((serial: string, last4: string) => {
    setState({ status: 'loading' });
    void track(serial, last4).then(setState);
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return [state, ask, reset];
}
