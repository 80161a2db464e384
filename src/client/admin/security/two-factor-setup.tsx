/**
 * Setting up two-step sign-in: a new secret as a QR code and as text, one code from the app to
 * confirm it, then the ten recovery codes, shown once. Used by the Security tab and by the
 * dashboard's first screen for an official whose role requires it.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { enableTwoFactorSchema } from '../../../shared/schemas/two-factor';
import { ApiError } from '../../api';
import { schemaResolver, showServerErrors } from '../form';
import { AuthenticatorCodeField } from './code-field';
import { enableTwoFactorMutation, setupTwoFactorMutation } from '../queries';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.twoFactor;

export function TwoFactorSetup({ onDone }: { onDone(): void }) {
  const setup = useMutation(setupTwoFactorMutation);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (!setup.data) {
    return (
      <div className="security-step">
        {setup.error && (
          <p className="security-error" role="alert">
            {setup.error instanceof ApiError ? setup.error.message : messages.loginUnexpected}
          </p>
        )}
        <button type="button" className="btn btn-primary" disabled={setup.isPending} onClick={() => setup.mutate()}>
          {setup.isPending ? t.loading : t.start}
        </button>
      </div>
    );
  }
  return (
    <div className="security-step">
      <p>{t.setupIntro}</p>
      <div className="security-qr">
        <img src={setup.data.qrCode} alt={t.qrAlt} width={200} height={200} />
        <div>
          <p className="security-label">{t.secretLabel}</p>
          <code className="security-secret" data-testid="two-factor-secret">
            {setup.data.secret.match(/.{1,4}/g)!.join(' ')}
          </code>
        </div>
      </div>
      <ConfirmCode onEnabled={setRecoveryCodes} />
    </div>
  );
}

function ConfirmCode({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const form = useForm<{ code: string }>({
    resolver: schemaResolver(enableTwoFactorSchema, (v) => v),
    defaultValues: { code: '' },
  });
  const [formError, setFormError] = useState('');
  const enable = useMutation({
    ...enableTwoFactorMutation,
    onMutate: () => setFormError(''),
    onSuccess: (answer) => onEnabled(answer.recoveryCodes),
    onError: (error) => setFormError(showServerErrors(form, error)),
  });
  const onSubmit = form.handleSubmit((values) => enable.mutate(enableTwoFactorSchema.parse(values).code));
  const error = form.formState.errors.code?.message;
  return (
    <form className="security-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {formError && !error && (
        <p className="security-error" role="alert">
          {formError}
        </p>
      )}
      <AuthenticatorCodeField field={form.register('code')} error={error} />
      <button type="submit" className="btn btn-primary" disabled={enable.isPending}>
        {enable.isPending ? t.confirming : t.confirm}
      </button>
    </form>
  );
}

/** The recovery codes, shown once: to write down or print before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="security-step security-codes" role="status">
      <h3>{t.recoveryTitle}</h3>
      <p>{t.recoveryIntro}</p>
      <ol className="security-code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <button type="button" className="btn" onClick={() => window.print()}>
          {t.print}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t.recoveryDone}
        </button>
      </div>
    </div>
  );
}
