/**
 * Add/Edit Member (spec §2): ID Number*, Full Name*, Phone Number*, Email (Optional), Gender*,
 * Chapter*, optional photo. Validated with the server's own schema; errors clear on edit.
 */
import { useState, type FormEvent } from 'react';
import { memberInputSchema } from '../../shared/schemas/members';
import type { AdminMember } from '../../shared/schemas/admin';
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
  gender: string;
  chapter: string;
  profileImage: string | null;
}

const empty: Form = { idNumber: '', fullName: '', phoneNumber: '', email: '', gender: '', chapter: '', profileImage: null };
const fromMember = (m: AdminMember): Form => ({
  idNumber: m.idNumber,
  fullName: m.fullName,
  phoneNumber: m.phoneNumber,
  email: m.email ?? '',
  gender: m.gender,
  chapter: m.chapter ?? '',
  profileImage: m.profileImage,
});

export function MemberModal(props: { member: AdminMember | null; chapters: Chapter[]; onClose: () => void; onSaved: (member: AdminMember, added: boolean) => void }) {
  const editing = props.member;
  const [form, setForm] = useState<Form>(editing ? fromMember(editing) : empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof Form) => (value: string | null) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  // Cancel resets every field and error (spec §2): the modal is unmounted and starts fresh next time.
  const cancel = () => {
    setForm(editing ? fromMember(editing) : empty);
    setErrors({});
    props.onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const photoChanged = form.profileImage !== (editing?.profileImage ?? null);
    const candidate = {
      idNumber: form.idNumber,
      fullName: form.fullName,
      phoneNumber: form.phoneNumber,
      email: form.email,
      gender: form.gender,
      chapter: form.chapter,
      ...(photoChanged ? { profileImage: form.profileImage } : {}),
    };
    const parsed = memberInputSchema.safeParse(candidate);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setSaving(true);
    setFailure(null);
    try {
      if (editing) {
        const { member } = await adminApi.updateMember(editing.id, { ...candidate, expectedUpdatedAt: editing.updatedAt });
        props.onSaved(member, false);
      } else {
        const { member } = await adminApi.addMember(candidate);
        props.onSaved(member, true);
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      setFailure(`Failed to ${editing ? 'update' : 'add'} member: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  }

  const input = (key: keyof Form, type = 'text', extra: object = {}) => ({
    id: `member-${key}`,
    type,
    value: (form[key] as string) ?? '',
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `member-${key}-error` : undefined,
    ...extra,
  });

  return (
    <Modal
      title={editing ? 'Edit Member' : 'Add New Member'}
      onClose={cancel}
      footer={
        <>
          <button type="button" className="adm-btn" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" form="member-form" className="adm-btn adm-btn-primary" disabled={saving}>
            {editing ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Saving...' : 'Add Member'}
          </button>
        </>
      }
    >
      <form id="member-form" className="adm-form-grid" onSubmit={submit} noValidate>
        <Field label="ID Number*" htmlFor="member-idNumber" error={errors.idNumber}>
          <input {...input('idNumber', 'text', { inputMode: 'numeric', autoComplete: 'off' })} />
        </Field>
        <Field label="Full Name*" htmlFor="member-fullName" error={errors.fullName}>
          <input {...input('fullName', 'text', { autoComplete: 'off' })} />
        </Field>
        <Field label="Phone Number*" htmlFor="member-phoneNumber" error={errors.phoneNumber}>
          <input {...input('phoneNumber', 'tel', { placeholder: '0712345678', inputMode: 'tel' })} />
        </Field>
        <Field label="Email (Optional)" htmlFor="member-email" error={errors.email}>
          <input {...input('email', 'email')} />
        </Field>
        <Field label="Gender*" htmlFor="member-gender" error={errors.gender}>
          <select id="member-gender" value={form.gender} onChange={(e) => set('gender')(e.target.value)} aria-invalid={errors.gender ? true : undefined}>
            <option value="">Select Gender</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
            <option value="other">Prefer not to say</option>
          </select>
        </Field>
        <Field label="Chapter*" htmlFor="member-chapter" error={errors.chapter}>
          <select id="member-chapter" value={form.chapter} onChange={(e) => set('chapter')(e.target.value)} aria-invalid={errors.chapter ? true : undefined}>
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
