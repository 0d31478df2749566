import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { homeOf } from '../../../layout/guards/AreaGuard';
import { readAuth } from '../../../providers/storage';

/**
 * Sends a user who is already logged in to their home. The session is read once, when the page
 * opens, so a login on this page navigates where the form decides rather than being overtaken.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const [auth] = useState(readAuth);
  if (auth) return <Navigate to={homeOf(auth.user)} replace />;
  return children;
}
