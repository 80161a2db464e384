/**
 * Choosing a new password: after signing in with a temporary one (new account or a reset; the
 * server refuses every other signed-in request until this is done), or any time from
 * /admin/password. Same strength rule as everywhere (newPasswordSchema).
 */
import { useState, type FormEvent } from 'react';
import { newPasswordSchema } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { api, ApiError } from '../api';
import type { SessionUser } from '../../shared/schemas/auth';

export function ChangePasswordForm({
  onDone,
  currentLabel = 'Temporary password',
}: {
  onDone(user: SessionUser): void;
  currentLabel?: string;
}) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse(newPassword);
    if (!currentPassword) return setError(messages.passwordCurrentWrong);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? messages.passwordTooShort);
    if (newPassword !== repeat) return setError(messages.passwordMismatch);
    setBusy(true);
    setError('');
    try {
      const data = await api.post<{ user: SessionUser }>('/api/auth/password', { currentPassword, newPassword });
      onDone(data.user);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status < 500 ? caught.message : messages.loginUnexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <div className="auth-field">
        <label htmlFor="current-password">{currentLabel}</label>
        <input
          id="current-password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="auth-field">
        <label htmlFor="new-password">New password</label>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          aria-describedby="new-password-hint"
        />
        <span className="auth-hint" id="new-password-hint">
          At least {PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.
        </span>
      </div>
      <div className="auth-field">
        <label htmlFor="repeat-password">Repeat the new password</label>
        <input
          id="repeat-password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
      </div>
      <button type="submit" className="auth-button" disabled={busy}>
        {busy ? 'Saving...' : 'Save New Password'}
      </button>
    </form>
  );
}
