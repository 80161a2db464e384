/** Add/Edit Leader (spec §2, §5): like the member form, with Position* from the spec's list. */
import { useState, type FormEvent } from 'react';
import { LEADER_POSITIONS } from '../../shared/constants';
import { leaderInputSchema } from '../../shared/schemas/members';
import type { AdminLeader } from '../../shared/schemas/admin';
import type { Chapter } from '../../shared/schemas/chapters';
import { ApiError } from '../api';
import { adminApi } from './admin-api';
import { fieldErrors } from './form-errors';
import { Field, Modal, PhotoField } from './ui';

interface Form {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  position: string;
  chapter: string;
  profileImage: string | null;
}

const empty: Form = { idNumber: '', fullName: '', phoneNumber: '', email: '', position: '', chapter: '', profileImage: null };
const fromLeader = (l: AdminLeader): Form => ({
  idNumber: l.idNumber,
  fullName: l.fullName,
  phoneNumber: l.phoneNumber,
  email: l.email ?? '',
  position: l.position,
  chapter: l.chapter ?? '',
  profileImage: l.profileImage,
});

export function LeaderModal(props: { leader: AdminLeader | null; chapters: Chapter[]; onClose: () => void; onSaved: (leader: AdminLeader, added: boolean) => void }) {
  const editing = props.leader;
  const [form, setForm] = useState<Form>(editing ? fromLeader(editing) : empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof Form) => (value: string | null) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const photoChanged = form.profileImage !== (editing?.profileImage ?? null);
    const candidate = {
      idNumber: form.idNumber,
      fullName: form.fullName,
      phoneNumber: form.phoneNumber,
      email: form.email,
      position: form.position,
      chapter: form.chapter,
      ...(photoChanged ? { profileImage: form.profileImage } : {}),
    };
    const parsed = leaderInputSchema.safeParse(candidate);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setSaving(true);
    setFailure(null);
    try {
      if (editing) {
        const { leader } = await adminApi.updateLeader(editing.id, { ...candidate, expectedUpdatedAt: editing.updatedAt });
        props.onSaved(leader, false);
      } else {
        const { leader } = await adminApi.addLeader(candidate);
        props.onSaved(leader, true);
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      setFailure(`Failed to ${editing ? 'update' : 'add'} leader: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  }

  const input = (key: keyof Form, type = 'text', extra: object = {}) => ({
    id: `leader-${key}`,
    type,
    value: (form[key] as string) ?? '',
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    ...extra,
  });

  return (
    <Modal
      title={editing ? 'Edit Leader' : 'Add New Leader'}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="adm-btn" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" form="leader-form" className="adm-btn adm-btn-primary" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Leader'}
          </button>
        </>
      }
    >
      <form id="leader-form" className="adm-form-grid" onSubmit={submit} noValidate>
        <Field label="ID Number*" htmlFor="leader-idNumber" error={errors.idNumber}>
          <input {...input('idNumber', 'text', { inputMode: 'numeric', autoComplete: 'off' })} />
        </Field>
        <Field label="Full Name*" htmlFor="leader-fullName" error={errors.fullName}>
          <input {...input('fullName', 'text', { autoComplete: 'off' })} />
        </Field>
        <Field label="Phone Number*" htmlFor="leader-phoneNumber" error={errors.phoneNumber}>
          <input {...input('phoneNumber', 'tel', { placeholder: '0712345678', inputMode: 'tel' })} />
        </Field>
        <Field label="Email (Optional)" htmlFor="leader-email" error={errors.email}>
          <input {...input('email', 'email')} />
        </Field>
        <Field label="Position*" htmlFor="leader-position" error={errors.position}>
          <select id="leader-position" value={form.position} onChange={(e) => set('position')(e.target.value)} aria-invalid={errors.position ? true : undefined}>
            <option value="">Select Position</option>
            {LEADER_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Chapter*" htmlFor="leader-chapter" error={errors.chapter}>
          <select id="leader-chapter" value={form.chapter} onChange={(e) => set('chapter')(e.target.value)} aria-invalid={errors.chapter ? true : undefined}>
            <option value="">Select Chapter</option>
            {props.chapters.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <PhotoField value={form.profileImage} onChange={set('profileImage')} error={errors.profileImage} />
        {failure ? (
          <p className="adm-error adm-span-2" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
