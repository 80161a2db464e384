/**
 * Add/Edit Member (spec §2): ID Number*, Full Name*, Phone Number*, Email (Optional), Gender*,
 * Chapter*, optional photo. Validated with the server's own schema; errors clear on edit.
 */
import { memberInputSchema } from '../../shared/schemas/members';
import type { AdminMember } from '../../shared/schemas/admin';
import type { Chapter } from '../../shared/schemas/chapters';
import { adminApi } from './admin-api';
import { Field, Modal } from './ui';
import { PhotoField } from '../components/photo-field';
import { MemberLifecycle } from './lifecycle/member-lifecycle';
import { useRecordForm } from './use-record-form';

type Form = {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  gender: string;
  chapter: string;
  profileImage: string | null;
};

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
  const { form, errors, saving, failure, set, submit, input } = useRecordForm<Form>({
    noun: 'member',
    initial: editing ? fromMember(editing) : empty,
    savedPhoto: editing?.profileImage ?? null,
    editing: Boolean(editing),
    schema: memberInputSchema,
    async save(candidate) {
      if (editing) {
        const { member } = await adminApi.updateMember(editing.id, { ...candidate, expectedUpdatedAt: editing.updatedAt });
        props.onSaved(member, false);
      } else {
        const { member } = await adminApi.addMember(candidate);
        props.onSaved(member, true);
      }
    },
  });

  return (
    // Cancel needs no reset: the tab unmounts the modal, so every field and error starts fresh next time (spec §2).
    <Modal
      title={editing ? 'Edit Member' : 'Add New Member'}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="adm-btn" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" form="member-form" className="adm-btn adm-btn-primary" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Member'}
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
        <PhotoField look="admin" value={form.profileImage} onChange={set('profileImage')} error={errors.profileImage} />
        {failure ? (
          <p className="adm-error adm-span-2" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      {props.member ? <MemberLifecycle member={props.member} /> : null}
    </Modal>
  );
}
