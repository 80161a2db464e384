/**
 * The chairman's Officials tab: list officials, add one (a temporary password is shown once and
 * must be changed at first sign-in), disable or enable one, reset a password. Accounts live on
 * the server, so officials are managed here. The dashboard mounts it.
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES, ROLE_LABELS, tabsFor, type Role } from '../../shared/roles';
import { createUserSchema, type Official, type TemporaryPasswordAnswer } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { firstErrorPerField } from '../../shared/form-errors';
import { api, ApiError } from '../api';
import { useSession } from '../auth/session';
import { formatMomentDate } from '../../shared/dates';
import './officials.css';

const formatDate = (iso: string | null) => (iso ? formatMomentDate(iso) : 'Never');

type Pending = { id: string; action: 'disable' | 'enable' | 'reset-password' } | null;

const OFFICIALS_KEY = ['officials'];

/** What each role sees, from the one role table the server's access checks read too. */
function RoleTable() {
  return (
    <table className="officials-roles">
      <caption>What each role sees</caption>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Dashboard tabs</th>
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
  const [busyId, setBusyId] = useState<string | null>(null);

  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: OFFICIALS_KEY, queryFn: () => api.get<Official[]>('/api/users') });
  const officials = list.data ?? null;
  const loadError = list.error
    ? list.error instanceof ApiError && list.error.status < 500
      ? list.error.message
      : messages.dashboardLoadFailed
    : '';
  const load = () => queryClient.invalidateQueries({ queryKey: OFFICIALS_KEY });

  async function act(official: Official, action: NonNullable<Pending>['action']) {
    setBusyId(official.id);
    setNotice(null);
    try {
      if (action === 'reset-password') {
        const data = await api.post<TemporaryPasswordAnswer>(`/api/users/${official.id}/reset-password`);
        setShown({ username: data.user.username, password: data.temporaryPassword });
      } else {
        await api.post(`/api/users/${official.id}/${action}`);
        setNotice({
          kind: 'success',
          text: `${official.username} is ${action === 'disable' ? 'disabled and signed out' : 'enabled again'}.`,
        });
      }
      await load();
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : messages.loginUnexpected });
    } finally {
      setBusyId(null);
      setPending(null);
    }
  }

  return (
    <section className="officials" aria-labelledby="officials-title">
      <div className="officials-head">
        <div>
          <h2 id="officials-title">Officials</h2>
          <p className="officials-lead">
            Accounts that can sign in to this dashboard. Each role sees the tabs below and opens on the first; only the chairman
            adds officials and resets their passwords.
          </p>
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
        onAdded={async (answer) => {
          setShown({ username: answer.user.username, password: answer.temporaryPassword });
          setNotice(null);
          await load();
        }}
      />

      {loadError && (
        <p className="officials-error" role="alert">
          {loadError}{' '}
          <button type="button" className="officials-link" onClick={() => void load()}>
            Try again
          </button>
        </p>
      )}
      {!officials && !loadError && (
        <p className="officials-muted" role="status">
          Loading officials...
        </p>
      )}
      {officials && (
        <div className="officials-table-wrap">
          <table className="officials-table">
            <thead>
              <tr>
                <th scope="col">Official</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {officials.map((official) => {
                const isMe = official.username === me?.username;
                const confirming = pending?.id === official.id ? pending.action : null;
                return (
                  <tr key={official.id}>
                    <td data-label="Official">
                      <strong>{official.username}</strong>
                      {isMe && <span className="officials-you"> (you)</span>}
                      <span className="officials-email">{official.email}</span>
                    </td>
                    <td data-label="Role">{ROLE_LABELS[official.role]}</td>
                    <td data-label="Status">
                      {official.disabled ? (
                        <span className="badge badge-off">Disabled</span>
                      ) : official.passwordTemporary ? (
                        <span className="badge badge-wait">Temporary password</span>
                      ) : (
                        <span className="badge badge-on">Enabled</span>
                      )}
                    </td>
                    <td data-label="Last sign-in">{formatDate(official.lastSignInAt)}</td>
                    <td className="officials-actions">
                      {isMe ? null : confirming ? (
                        <span className="officials-confirm">
                          <span>
                            {confirming === 'disable'
                              ? 'Disable and sign out?'
                              : confirming === 'enable'
                                ? 'Enable?'
                                : 'Reset password?'}
                          </span>
                          <button
                            type="button"
                            className="btn btn-danger"
                            disabled={busyId === official.id}
                            onClick={() => void act(official, confirming)}
                          >
                            {busyId === official.id ? 'Working...' : 'Yes'}
                          </button>
                          <button type="button" className="btn" onClick={() => setPending(null)}>
                            Cancel
                          </button>
                        </span>
                      ) : (
                        <>
                          <button
                            type="button"
                            className="btn"
                            onClick={() => setPending({ id: official.id, action: 'reset-password' })}
                          >
                            Reset password
                          </button>
                          <button
                            type="button"
                            className="btn"
                            onClick={() => setPending({ id: official.id, action: official.disabled ? 'enable' : 'disable' })}
                          >
                            {official.disabled ? 'Enable' : 'Disable'}
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
        Temporary password for <strong>{username}</strong>. Give it to them privately; it is shown only this once, and they choose
        their own at first sign-in.
      </p>
      <div className="officials-temp-row">
        <code aria-label="Temporary password">{password}</code>
        <button
          type="button"
          className="btn"
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}

function AddOfficialForm({ onAdded }: { onAdded(answer: TemporaryPasswordAnswer): Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setUsername('');
    setEmail('');
    setRole('');
    setErrors({});
    setFormError('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createUserSchema.safeParse({ username, email, role: role || undefined });
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues));
      return;
    }
    setBusy(true);
    setFormError('');
    try {
      const answer = await api.post<TemporaryPasswordAnswer>('/api/users', parsed.data);
      reset();
      setOpen(false);
      await onAdded(answer);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      setFormError(error instanceof ApiError ? error.message : messages.loginUnexpected);
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="btn btn-primary officials-add" onClick={() => setOpen(true)}>
        Add Official
      </button>
    );
  }

  const field = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `official-${name}-error` : undefined,
  });

  return (
    <form className="officials-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>Add an official</h3>
      {formError && (
        <p className="officials-error" role="alert">
          {formError}
        </p>
      )}
      <div className="officials-fields">
        <label>
          Username*
          <input
            value={username}
            autoComplete="off"
            autoCapitalize="none"
            onChange={(e) => {
              setUsername(e.target.value);
              setErrors((x) => ({ ...x, username: '' }));
            }}
            {...field('username')}
          />
          {errors.username && (
            <span id="official-username-error" className="field-error">
              {errors.username}
            </span>
          )}
        </label>
        <label>
          Email*
          <input
            type="email"
            value={email}
            autoComplete="off"
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: '' }));
            }}
            {...field('email')}
          />
          {errors.email && (
            <span id="official-email-error" className="field-error">
              {errors.email}
            </span>
          )}
        </label>
        <label>
          Role*
          <select
            value={role}
            onChange={(e) => {
              setRole(e.target.value as Role);
              setErrors((x) => ({ ...x, role: '' }));
            }}
            {...field('role')}
          >
            <option value="">Select role</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          {errors.role && (
            <span id="official-role-error" className="field-error">
              {errors.role}
            </span>
          )}
        </label>
      </div>
      <p className="officials-muted">
        A temporary password is generated and shown once; the official chooses their own at the first sign-in.
      </p>
      <div className="officials-form-actions">
        <button
          type="button"
          className="btn"
          onClick={() => {
            reset();
            setOpen(false);
          }}
        >
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Adding...' : 'Add Official'}
        </button>
      </div>
    </form>
  );
}
