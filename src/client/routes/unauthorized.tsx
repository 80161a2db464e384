/**
 * Access denied (/unauthorized): the message, 'Go to Homepage', 'Sign In Again' (signs
 * out first, so another official can sign in) and 'Contact Support'.
 */
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '../../shared/messages';
import { api } from '../api';
import { useHydrated } from '../hydration';
import { unauthorizedMessages as t } from '../../shared/page-messages/unauthorized';
import '../styles/auth.css';

export default function UnauthorizedPage() {
  const [leaving, setLeaving] = useState(false);
  // The page is rendered on the server. Before the app runs, following the link would reach the
  // sign-in page still signed in (which sends the official straight back to their tab): it becomes
  // a link only once clicking it signs out first.
  const hydrated = useHydrated();

  async function signInAgain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setLeaving(true);
    try {
      await api.post('/api/auth/logout');
    } catch {
      // Signed out or not, the sign-in page is where the official goes next.
    }
    // A full load, so no part of the old session lingers in memory.
    window.location.assign('/admin/login');
  }

  return (
    <section className="denied-page">
      <div className="auth-card">
        <div className="denied-icon" aria-hidden="true">
          !
        </div>
        <h1>{t.title}</h1>
        <p>{messages.accessDenied}</p>
        <div className="denied-actions">
          <Link to="/" className="auth-button">
            {t.home}
          </Link>
          <a
            href={hydrated ? '/admin/login' : undefined}
            className="auth-button auth-button-secondary"
            onClick={(e) => void signInAgain(e)}
            aria-busy={leaving}
          >
            {leaving ? t.signingOut : t.signInAgain}
          </a>
          <Link to="/contact" className="auth-links-support">
            {t.support}
          </Link>
          <Link to="/admin/password" className="auth-links-support">
            {t.changePassword}
          </Link>
        </div>
      </div>
    </section>
  );
}
