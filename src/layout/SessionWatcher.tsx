import { useEffect } from 'react';
import { watchSession } from '../providers/session';

/** Ends the session after ten idle minutes: storage is cleared and the login page shown. */
export function SessionWatcher() {
  useEffect(() => watchSession(() => window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname)}`)), []);
  return null;
}
