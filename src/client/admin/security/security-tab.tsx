/**
 * The Security tab, for every official: two-step sign-in (set up, recovery codes, turn off when
 * the role allows it) and the devices their account is signed in on, each of which they can sign
 * out. Only the official's own account is shown here.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { formatMoment } from '../../../shared/dates';
import { serverMessages } from '../../../shared/server-messages';
import { disableTwoFactorSchema, enableTwoFactorSchema } from '../../../shared/schemas/two-factor';
import { ApiError } from '../../api';
import { useSession } from '../../auth/session';
import { schemaResolver, showServerErrors } from '../form';
import { notify } from '../notices';
import {
  disableTwoFactorMutation,
  endSessionMutation,
  newRecoveryCodesMutation,
  sessionsQuery,
  twoFactorStatusQuery,
} from '../queries';
import { Spinner } from '../ui';
import { AuthenticatorCodeField } from './code-field';
import { RecoveryCodes, TwoFactorSetup } from './two-factor-setup';
import './security.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.twoFactor;
const failure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : serverMessages.dashboardLoadFailed;

export default function SecurityPanel() {
  return (
    <div className="security">
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}

function TwoFactorSection() {
  const status = useQuery(twoFactorStatusQuery);
  const { refresh } = useSession();
  const [settingUp, setSettingUp] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  let body;
  if (status.isPending) body = <Spinner label={t.loading} />;
  else if (status.isError)
    body = (
      <p className="security-error" role="alert">
        {failure(status.error)}
      </p>
    );
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (!status.data.enabled)
    body = (
      <>
        <p>{t.offStatus}</p>
        {settingUp ? (
          <TwoFactorSetup
            onDone={() => {
              setSettingUp(false);
              void status.refetch();
              void refresh();
            }}
          />
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setSettingUp(true)}>
            {t.start}
          </button>
        )}
      </>
    );
  else
    body = (
      <>
        <p className="security-on">{t.onStatus}</p>
        <p>{t.recoveryLeft(status.data.recoveryCodesLeft)}</p>
        <CodeAction label={t.newRecoveryCodes} onCodes={(recoveryCodes) => setCodes(recoveryCodes)} />
        {status.data.required ? <p className="security-muted">{t.requiredForRole}</p> : <DisableForm />}
      </>
    );

  return (
    <section className="security-card" aria-labelledby="security-2fa-title">
      <h2 id="security-2fa-title">{t.heading}</h2>
      {body}
    </section>
  );
}

/** Ten new recovery codes (the old ones stop working), for a code from the app. */
function CodeAction({ label, onCodes }: { label: string; onCodes(codes: string[]): void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ code: string }>({
    resolver: schemaResolver(enableTwoFactorSchema, (v) => v),
    defaultValues: { code: '' },
  });
  const [formError, setFormError] = useState('');
  const renew = useMutation({
    ...newRecoveryCodesMutation,
    onMutate: () => setFormError(''),
    onSuccess: (answer) => {
      setOpen(false);
      form.reset();
      onCodes(answer.recoveryCodes);
    },
    onError: (error) => setFormError(showServerErrors(form, error)),
  });
  if (!open)
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  const error = form.formState.errors.code?.message;
  return (
    <form
      className="security-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => renew.mutate(enableTwoFactorSchema.parse(values).code))(event)}
    >
      {formError && !error && (
        <p className="security-error" role="alert">
          {formError}
        </p>
      )}
      <AuthenticatorCodeField field={form.register('code')} error={error} />
      <div className="security-actions">
        <button type="button" className="btn" onClick={() => setOpen(false)}>
          {officialsMessages.officials.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={renew.isPending}>
          {renew.isPending ? t.confirming : label}
        </button>
      </div>
    </form>
  );
}

function DisableForm() {
  const { refresh } = useSession();
  const [open, setOpen] = useState(false);
  const form = useForm<{ password: string; code: string }>({
    resolver: schemaResolver(disableTwoFactorSchema, (v) => v),
    defaultValues: { password: '', code: '' },
  });
  const [formError, setFormError] = useState('');
  const disable = useMutation({
    ...disableTwoFactorMutation,
    onMutate: () => setFormError(''),
    onSuccess: () => {
      setOpen(false);
      form.reset();
      notify(t.disabled);
      void refresh();
    },
    onError: (error) => setFormError(showServerErrors(form, error)),
  });
  if (!open)
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t.disableTitle}
      </button>
    );
  const { errors } = form.formState;
  return (
    <form
      className="security-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => disable.mutate(disableTwoFactorSchema.parse(values)))(event)}
    >
      <h3>{t.disableTitle}</h3>
      {formError && !errors.password && !errors.code && (
        <p className="security-error" role="alert">
          {formError}
        </p>
      )}
      <label>
        {t.passwordLabel}
        <input
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          aria-invalid={errors.password ? true : undefined}
        />
        {errors.password && <span className="field-error">{errors.password.message}</span>}
      </label>
      <AuthenticatorCodeField field={form.register('code')} error={errors.code?.message} />
      <div className="security-actions">
        <button type="button" className="btn" onClick={() => setOpen(false)}>
          {officialsMessages.officials.cancel}
        </button>
        <button type="submit" className="btn btn-danger" disabled={disable.isPending}>
          {disable.isPending ? t.confirming : t.disable}
        </button>
      </div>
    </form>
  );
}

function SessionsSection() {
  const list = useQuery(sessionsQuery);
  const end = useMutation({
    ...endSessionMutation,
    onSuccess: () => notify(t.signedOutDevice),
    onError: (error) => notify(failure(error), 'error'),
  });
  return (
    <section className="security-card" aria-labelledby="security-sessions-title">
      <h2 id="security-sessions-title">{t.sessionsTitle}</h2>
      <p className="security-muted">{t.sessionsIntro}</p>
      {list.isPending && <Spinner label={t.loading} />}
      {list.isError && (
        <p className="security-error" role="alert">
          {failure(list.error)}
        </p>
      )}
      {list.data && (
        <ul className="security-sessions">
          {list.data.map((session) => (
            <li key={session.id} className={session.current ? 'is-current' : undefined}>
              <div>
                <strong>{session.browser}</strong>
                {session.current && <span className="security-badge">{t.thisDevice}</span>}
                <span className="security-muted" title={session.userAgent ?? undefined}>
                  {t.address}: {session.ip ?? '—'} · {t.lastSeen}: {formatMoment(session.lastSeenAt)} · {t.signedInAt}:{' '}
                  {formatMoment(session.createdAt)}
                </span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn"
                  disabled={end.isPending && end.variables === session.id}
                  onClick={() => end.mutate(session.id)}
                >
                  {t.signOutDevice}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
