/**
 * The authenticator-app code field of the Security screens (set up, new recovery codes, turn off):
 * the phone's numeric keyboard and code autofill, room for "123 456" typed with its space, and the
 * error tied to the field for screen readers.
 */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { officialsMessages } from '../../../shared/officials-messages';

export function AuthenticatorCodeField({ field, error }: { field: UseFormRegisterReturn; error?: string | undefined }) {
  const errorId = useId();
  return (
    <label>
      {officialsMessages.twoFactor.codeLabel}
      <input
        {...field}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </label>
  );
}
