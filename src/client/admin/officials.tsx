/**
 * The chairman's Officials tab: list officials, add one (a temporary password is shown once and
 * must be changed at first sign-in), disable or enable one, reset a password. Accounts live on
 * the server, so officials are managed here. The dashboard mounts it.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { ROLES, ROLE_LABELS, isChapterRole, tabsFor } from '../../shared/roles';
import { createUserSchema, type CreateUserInput, type Official, type TemporaryPasswordAnswer } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { serverMessages } from '../../shared/server-messages';
import { ApiError } from '../api';
import { useSession } from '../auth/session';
import { formatMomentDate } from '../../shared/dates';
import { schemaResolver, showServerErrors } from './form';
import { addOfficialMutation, chaptersQuery, officialActionMutation, officialsQuery, type OfficialAction } from './queries';
import { Spinner } from './ui';
import './officials.css';
import { officialsMessages } from '../../shared/officials-messages';

const t = officialsMessages.officials;
const formatDate = (iso: string | null) => (iso ? formatMomentDate(iso) : t.never);

type Pending = { id: string; action: OfficialAction } | null;

/** What each role sees, from the one role table the server's access checks read too. */
function RoleTable() {
  return (
    <table className="officials-roles">
      <caption>{t.rolesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.role}</th>
          <th scope="col">{t.rolesTabs}</th>
        </tr>
      </thead>
      <tbody>
        {ROLES.map((role) => (
          <tr key={role}>
            <th scope="row">{ROLE_LABELS[role]}</th>
            <td>
              {tabsFor(role)
                .map((t) => t.label)
                .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function OfficialsPanel() {
  const { user: me } = useSession();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const list = useQuery(officialsQuery);
  const officials = list.data ?? null;
  const loadError = list.error
    ? list.error instanceof ApiError && list.error.status < 500
      ? list.error.message
      : serverMessages.dashboardLoadFailed
    : '';
  const action = useMutation({
    ...officialActionMutation,
    onError: (error) => setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : messages.loginUnexpected }),
    onSettled: () => setPending(null),
  });
  const busyId = action.isPending ? action.variables.id : null;

  function act(official: Official, what: OfficialAction) {
    setNotice(null);
    action.mutate(
      { id: official.id, action: what },
      {
        onSuccess(answer) {
          if (answer) setShown({ username: answer.user.username, password: answer.temporaryPassword });
          else
            setNotice({
              kind: 'success',
              text:
                what === 'reset-2fa'
                  ? officialsMessages.twoFactor.resetDone(official.username)
                  : what === 'disable'
                    ? t.disabled(official.username)
                    : t.enabled(official.username),
            });
        },
      },
    );
  }

  return (
    <section className="officials" aria-labelledby="officials-title">
      <div className="officials-head">
        <div>
          <h2 id="officials-title">{t.title}</h2>
          <p className="officials-lead">{t.lead}</p>
        </div>
      </div>
      <RoleTable />

      {shown && <TemporaryPassword {...shown} onClose={() => setShown(null)} />}
      {notice && (
        <p
          className={notice.kind === 'error' ? 'officials-error' : 'officials-success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}

      <AddOfficialForm
        onAdded={(answer) => {
          setShown({ username: answer.user.username, password: answer.temporaryPassword });
          setNotice(null);
        }}
      />

      {loadError && (
        <p className="officials-error" role="alert">
          {loadError}{' '}
          <button type="button" className="officials-link" onClick={() => void list.refetch()}>
            {t.tryAgain}
          </button>
        </p>
      )}
      {list.isPending && <Spinner label={t.loading} />}
      {officials && (
        <div className="officials-table-wrap">
          <table className="officials-table">
            <thead>
              <tr>
                <th scope="col">{t.official}</th>
                <th scope="col">{t.role}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.lastSignIn}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {officials.map((official) => {
                const isMe = official.username === me?.username;
                const confirming = pending?.id === official.id ? pending.action : null;
                return (
                  <tr key={official.id}>
                    <td data-label={t.official}>
                      <strong>{official.username}</strong>
                      {isMe && <span className="officials-you"> {t.you}</span>}
                      <span className="officials-email">{official.email}</span>
                    </td>
                    <td data-label={t.role}>
                      {ROLE_LABELS[official.role]}
                      {official.chapter ? <span className="officials-email">{official.chapter}</span> : null}
                    </td>
                    <td data-label={t.status}>
                      {official.disabled ? (
                        <span className="badge badge-off">{t.statusDisabled}</span>
                      ) : official.passwordTemporary ? (
                        <span className="badge badge-wait">{t.statusTemporary}</span>
                      ) : (
                        <span className="badge badge-on">{t.statusEnabled}</span>
                      )}{' '}
                      {official.twoFactorEnabled ? (
                        <span className="badge badge-on">{officialsMessages.twoFactor.badgeOn}</span>
                      ) : (
                        <span className="badge badge-wait">{officialsMessages.twoFactor.badgeOff}</span>
                      )}
                    </td>
                    <td data-label={t.lastSignIn}>{formatDate(official.lastSignInAt)}</td>
                    <td className="officials-actions">
                      {isMe ? null : confirming ? (
                        <span className="officials-confirm">
                          <span>{t.confirm[confirming]}</span>
                          <button
                            type="button"
                            className="btn btn-danger"
                            disabled={busyId === official.id}
                            onClick={() => act(official, confirming)}
                          >
                            {busyId === official.id ? t.working : t.yes}
                          </button>
                          <button type="button" className="btn" onClick={() => setPending(null)}>
                            {t.cancel}
                          </button>
                        </span>
                      ) : (
                        <>
                          <button
                            type="button"
                            className="btn"
                            onClick={() => setPending({ id: official.id, action: 'reset-password' })}
                          >
                            {t.resetPassword}
                          </button>
                          {/* Only an official who has it can lose their phone. */}
                          {official.twoFactorEnabled && (
                            <button
                              type="button"
                              className="btn"
                              onClick={() => setPending({ id: official.id, action: 'reset-2fa' })}
                            >
                              {officialsMessages.twoFactor.reset}
                            </button>
                          )}
                          <button
                            type="button"
                            className="btn"
                            onClick={() => setPending({ id: official.id, action: official.disabled ? 'enable' : 'disable' })}
                          >
                            {official.disabled ? t.enable : t.disable}
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function TemporaryPassword({ username, password, onClose }: { username: string; password: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="officials-temp" role="status">
      <p>
        {t.temporaryFor} <strong>{username}</strong>. {t.temporaryHelp}
      </p>
      <div className="officials-temp-row">
        <code aria-label={t.temporaryLabel}>{password}</code>
        <button
          type="button"
          className="btn"
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => setCopied(true));
          }}
        >
          {copied ? t.copied : t.copy}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t.done}
        </button>
      </div>
    </div>
  );
}

/**
 * The form's values: the role select starts on its prompt (''), which the schema refuses with its
 * message; the chapter is asked for (and sent) only for a chapter-scoped role.
 */
type OfficialFields = { username: string; email: string; role: CreateUserInput['role'] | ''; chapter: string };
const EMPTY: OfficialFields = { username: '', email: '', role: '', chapter: '' };
const toInput = (values: OfficialFields) => ({
  ...values,
  role: values.role || undefined,
  chapter: isChapterRole(values.role) ? values.chapter : undefined,
});

function AddOfficialForm({ onAdded }: { onAdded(answer: TemporaryPasswordAnswer): void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<OfficialFields>({
    resolver: schemaResolver(createUserSchema, toInput),
    defaultValues: EMPTY,
  });
  const chapterRole = isChapterRole(useWatch({ control: form.control, name: 'role' }));
  const chapters = useQuery({ ...chaptersQuery, enabled: open && chapterRole }).data ?? [];
  const { errors } = form.formState;
  const [formError, setFormError] = useState('');
  const add = useMutation({
    ...addOfficialMutation,
    onMutate: () => setFormError(''),
    onSuccess(answer) {
      close();
      onAdded(answer);
    },
    onError: (error) => setFormError(error instanceof ApiError ? showServerErrors(form, error) : messages.loginUnexpected),
  });
  // The schema's output (trimmed) is what is sent, as the server reads it.
  const onSubmit = form.handleSubmit((values) => add.mutate(createUserSchema.parse(toInput(values))));

  function close() {
    form.reset(EMPTY);
    setFormError('');
    setOpen(false);
  }

  if (!open) {
    return (
      <button type="button" className="btn btn-primary officials-add" onClick={() => setOpen(true)}>
        {t.add}
      </button>
    );
  }

  const field = (name: keyof OfficialFields) => ({
    ...form.register(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `official-${name}-error` : undefined,
  });
  const error = (name: keyof OfficialFields) =>
    errors[name] ? (
      <span id={`official-${name}-error`} className="field-error">
        {errors[name].message}
      </span>
    ) : null;

  return (
    <form className="officials-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3>{t.formTitle}</h3>
      {formError && (
        <p className="officials-error" role="alert">
          {formError}
        </p>
      )}
      <div className="officials-fields">
        <label>
          {t.username}
          <input autoComplete="off" autoCapitalize="none" {...field('username')} />
          {error('username')}
        </label>
        <label>
          {t.email}
          <input type="email" autoComplete="off" {...field('email')} />
          {error('email')}
        </label>
        <label>
          {t.roleField}
          <select {...field('role')}>
            <option value="">{t.rolePrompt}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          {error('role')}
        </label>
        {chapterRole ? (
          <label>
            {officialsMessages.chapterScope.chapterField}
            <select {...field('chapter')}>
              <option value="">{officialsMessages.chapterScope.chapterPrompt}</option>
              {chapters
                .filter((c) => !c.archived)
                .map((c) => (
                  <option key={c.id} value={c.name}>
                    {c.name}
                  </option>
                ))}
            </select>
            {error('chapter')}
          </label>
        ) : null}
      </div>
      <p className="officials-muted">{t.formHelp}</p>
      <div className="officials-form-actions">
        <button type="button" className="btn" onClick={close}>
          {t.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {add.isPending ? t.adding : t.add}
        </button>
      </div>
    </form>
  );
}
