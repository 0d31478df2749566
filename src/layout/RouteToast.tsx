import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ToastState } from './guards/AreaGuard';

/** Shows a toast handed over by a redirect (the permission denial), once. */
export function RouteToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const toast = (location.state as ToastState | null)?.toast;
  useEffect(() => {
    if (!toast) return;
    notify(toast, { type: 'warning' });
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [toast, notify, navigate, location.pathname, location.search]);
  return null;
}
