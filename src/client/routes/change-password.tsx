/**
 * /admin/password: any signed-in official changes their own password (current and new, the
 * same strength rule as everywhere). Linked from the dashboard header and the access-denied page,
 * so officials without dashboard access can use it too.
 */
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { messages } from '../../shared/messages';
import { landingPath } from '../../shared/roles';
import { AuthBrand } from '../auth/brand';
import { ChangePasswordForm } from '../auth/change-password-form';
import { useSession } from '../auth/session';
import '../styles/auth.css';

export default function ChangePasswordPage() {
  const { status, user, refresh } = useSession();
  const [changed, setChanged] = useState(false);

  if (status === 'loading') {
    return (
      <div className="page-loading" role="status">
        Checking your session…
      </div>
    );
  }
  if (!user) return <Navigate to="/admin/login" replace state={{ from: '/admin/password' }} />;
  const landing = landingPath(user.role);
  const back = landing ? { to: landing, label: '← Back to the dashboard' } : { to: '/', label: '← Back to Home' };

  return (
    <main className="auth-page" id="main">
      <div className="auth-card">
        <AuthBrand />
        <h1>Change password</h1>
        {changed ? (
          <p className="auth-success" role="status">
            {messages.passwordChanged}
          </p>
        ) : (
          <>
            <p className="auth-lead">Signed in as {user.username}. Enter your current password, then the new one twice.</p>
            <ChangePasswordForm
              currentLabel="Current password"
              onDone={() => {
                setChanged(true);
                void refresh();
              }}
            />
          </>
        )}
        <div className="auth-links">
          <Link to={back.to}>{back.label}</Link>
        </div>
      </div>
    </main>
  );
}
