/**
 * The second step of signing in (/admin/login after the password): the 6-digit code from the
 * authenticator app, or one recovery code. Loaded only when an account asks for it, so the
 * sign-in page's own JavaScript does not grow. A sign-in that waited too long (the server's
 * pending step lasts minutes) goes back to the password.
 */
import { useState, type FormEvent } from 'react';
import { ERROR_CODES } from '../../shared/error-codes';
import { messages } from '../../shared/messages';
import { ApiError } from '../api';
import { useSession } from './session';
import { officialsMessages } from '../../shared/officials-messages';

const t = officialsMessages.twoFactor;

export function TwoFactorForm({ onExpired }: { onExpired(message: string): void }) {
  const { verifyCode } = useSession();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(recovery ? t.codeRequired : t.codeInvalid);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await verifyCode(recovery ? { recoveryCode: typed } : { code: typed });
      // The sign-in page moves on once the session holds the official.
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === ERROR_CODES.twoFactorPendingExpired) return onExpired(caught.message);
      setError(caught instanceof ApiError && caught.status < 500 ? caught.message : messages.loginUnexpected);
      setValue('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1>{t.verifyTitle}</h1>
      <p className="auth-lead">{recovery ? t.recoveryCodeLabel : t.verifyIntro}</p>
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <div className="auth-field">
          <label htmlFor="two-factor-code">{recovery ? t.recoveryCodeLabel : t.codeLabel}</label>
          <input
            id="two-factor-code"
            name={recovery ? 'recoveryCode' : 'code'}
            type="text"
            autoComplete={recovery ? 'off' : 'one-time-code'}
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize={recovery ? 'characters' : 'none'}
            spellCheck={false}
            maxLength={recovery ? 24 : 7}
            autoFocus
            value={value}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className="auth-button" disabled={busy}>
          {busy ? t.verifying : t.verify}
        </button>
        <button
          type="button"
          className="auth-button auth-button-secondary"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError('');
          }}
        >
          {recovery ? t.useApp : t.useRecovery}
        </button>
      </form>
    </>
  );
}
