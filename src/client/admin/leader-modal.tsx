/** Add/Edit Leader (spec §2, §5): like the member form, with Position* from the spec's list. */
import { LEADER_POSITIONS } from '../../shared/constants';
import { leaderInputSchema } from '../../shared/schemas/members';
import type { AdminLeader } from '../../shared/schemas/admin';
import type { Chapter } from '../../shared/schemas/chapters';
import { adminApi } from './admin-api';
import { Field, Modal } from './ui';
import { PhotoField } from '../components/photo-field';
import { useRecordForm } from './use-record-form';

type Form = {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  position: string;
  chapter: string;
  profileImage: string | null;
};

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
  const { form, errors, saving, failure, set, submit, input } = useRecordForm<Form>({
    noun: 'leader',
    initial: editing ? fromLeader(editing) : empty,
    savedPhoto: editing?.profileImage ?? null,
    editing: Boolean(editing),
    schema: leaderInputSchema,
    async save(candidate) {
      if (editing) {
        const { leader } = await adminApi.updateLeader(editing.id, { ...candidate, expectedUpdatedAt: editing.updatedAt });
        props.onSaved(leader, false);
      } else {
        const { leader } = await adminApi.addLeader(candidate);
        props.onSaved(leader, true);
      }
    },
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
        <PhotoField look="admin" value={form.profileImage} onChange={set('profileImage')} error={errors.profileImage} />
        {failure ? (
          <p className="adm-error adm-span-2" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
