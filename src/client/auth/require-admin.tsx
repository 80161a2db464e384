/**
 * The protected area: nothing renders until the session check finishes; no session
 * goes to /admin/login remembering where the user was going; a signed-in official the `allow`
 * rule refuses goes to /unauthorized.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAdminRole } from '../../shared/roles';
import { useSession } from './session';

export function RequireAdmin({
  children,
  allow = isAdminRole,
}: {
  children: ReactNode;
  /** Who may enter (default: the admins). */ allow?: (role: string) => boolean;
}) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <div className="page-loading" role="status">
        Checking your session…
      </div>
    );
  }
  // No session, or a temporary password still to replace: the sign-in page handles both.
  if (!user || user.mustChangePassword) {
    return <Navigate to="/admin/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!allow(user.role)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
