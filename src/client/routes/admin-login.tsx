/**
 * Sign-in (/admin/login): 'Username or Email', 'Password', 'Remember me' (keeps
 * the session 30 days instead of 24 hours), 'Sign In' reading 'Signing In...' while busy. After
 * sign-in the official goes back to the page they came from, or /admin. An account with a
 * temporary password chooses a new one here first; an account with two-step sign-in enters the
 * code from its app (or a recovery code) after the password.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '../../shared/messages';
import { landingPath } from '../../shared/roles';
import { ApiError } from '../api';
import { useSession } from '../auth/session';
import { AuthBrand } from '../auth/brand';
import { returnPath } from '../../shared/return-path';
import { readTypedValues, useTypedBeforeHydration } from '../components/typed-before-hydration';
import { useHydrated } from '../hydration';
import '../styles/auth.css';
import { officialsMessages } from '../../shared/officials-messages';

/**
 * Shown only after signing in with a temporary password: loaded then, so its validation (zod,
 * about 22 KB) stays out of the sign-in page's JavaScript.
 */
const ChangePasswordForm = lazy(() => import('../auth/change-password-form').then((m) => ({ default: m.ChangePasswordForm })));
/** The code step, loaded only for an account that asks for it. */
const TwoFactorForm = lazy(() => import('../auth/two-factor-form').then((m) => ({ default: m.TwoFactorForm })));

/** What an official typed into the server-rendered form before the app started. */
const typedEarly = readTypedValues('form.auth-form');

export default function AdminLoginPage() {
  const { status, user, signIn, refresh } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The password was right and the account asks for a code next. */
  const [codeStep, setCodeStep] = useState(false);
  const target = returnPath(location.state, location.search);
  const formRef = useRef<HTMLFormElement>(null);
  // The server's HTML has the button disabled: a click before the app runs would send the form as a
  // plain GET, with the password in the address. Once hydrated it works at once, without waiting
  // for the session check: on a slow line that check may take seconds, and signing in does not need it.
  const hydrated = useHydrated();
  useTypedBeforeHydration(formRef, typedEarly, (typed) => {
    if (typeof typed.username === 'string') setUsername(typed.username);
    if (typeof typed.password === 'string') setPassword(typed.password);
    if (typed.rememberMe === true) setRememberMe(true);
  });

  const mustChange = status === 'signed-in' && user?.mustChangePassword === true;

  // Already signed in (e.g. opened the sign-in page again): go on to where the official was going.
  useEffect(() => {
    if (status === 'signed-in' && user && !user.mustChangePassword) {
      // A role with no tabs has nowhere to go in the dashboard; the others land on the page they
      // asked for, or on their first tab (the dashboard sends a tab the role may not see there too).
      const landing = landingPath(user.role);
      void navigate(!landing ? '/unauthorized' : target === '/admin' ? landing : target, { replace: true });
    }
  }, [status, user, target, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(messages.loginRequired);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const signedIn = await signIn({ username: username.trim(), password, rememberMe });
      setPassword('');
      if (signedIn === 'two-factor') setCodeStep(true);
      // The effect above moves on once the session holds the user.
    } catch (caught) {
      // 401 (no match), 400 (empty) and 429 (locked) carry the server's words; anything else is unexpected.
      setError(
        caught instanceof ApiError && caught.status >= 400 && caught.status < 500 ? caught.message : messages.loginUnexpected,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="auth-page" id="main">
      <div className="auth-card">
        <AuthBrand />
        {codeStep && !mustChange && status !== 'signed-in' ? (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <TwoFactorForm
              onExpired={(message) => {
                setCodeStep(false);
                setError(message);
              }}
            />
          </Suspense>
        ) : mustChange ? (
          <>
            <h1>Choose a new password</h1>
            <p className="auth-lead">You signed in with a temporary password. Choose your own to continue.</p>
            <Suspense fallback={<p role="status">Loading…</p>}>
              <ChangePasswordForm onDone={() => void refresh()} />
            </Suspense>
          </>
        ) : (
          <>
            <h1>Leadership Sign In</h1>
            <p className="auth-lead">For chapter officials and the executive committee.</p>
            {error && (
              <p className="auth-error" role="alert">
                {error}
              </p>
            )}
            <form ref={formRef} className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
              <div className="auth-field">
                <label htmlFor="username">Username or Email</label>
                <input
                  id="username"
                  name="username"
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={username}
                  aria-invalid={error === messages.loginRequired && !username.trim() ? true : undefined}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </div>
              <div className="auth-field">
                <label htmlFor="password">Password</label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  aria-invalid={error === messages.loginRequired && !password ? true : undefined}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <label className="auth-check">
                <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
                Remember me
              </label>
              <button type="submit" className="auth-button" disabled={busy || !hydrated}>
                {busy ? 'Signing In...' : 'Sign In'}
              </button>
            </form>
          </>
        )}
        {mustChange ? null : (
          <details className="auth-forgot">
            <summary>Forgot password?</summary>
            <p>
              Ask the chairman to reset it in the dashboard's Officials tab. You get a temporary password, sign in with it and
              choose your own.
            </p>
            <p>If you are the only chairman, ask whoever runs the website's server to reset your password.</p>
            {codeStep && <p>{officialsMessages.twoFactor.lostPhone}</p>}
          </details>
        )}
        <div className="auth-links">
          <Link to="/">&larr; Back to Home</Link>
          <Link to="/contact">Need help?</Link>
        </div>
      </div>
    </main>
  );
}
