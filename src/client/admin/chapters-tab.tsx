/**
 * Chapter Management (spec §2, §4): a grid of chapter cards, Add Chapter modal ('Adding...'
 * while busy; Cancel clears form and errors), and Edit (name, leader) which the spec showed
 * without behaviour. "View Details" opens the Members tab filtered to the chapter.
 */
import { useState, type FormEvent } from 'react';
import { chapterInputSchema, type Chapter } from '../../shared/schemas/chapters';
import { messages } from '../../shared/messages';
import { DEFAULT_CHAPTER_LEADER } from '../../shared/constants';
import { ApiError } from '../api';
import { adminApi } from './admin-api';
import { fieldErrors } from './form-errors';
import { Field, Modal } from './ui';

export function chapterShare(members: number, total: number, divisor = 1): number {
  return total > 0 ? Math.min(100, (members / (divisor * total)) * 100) : 0;
}

function ChapterModal(props: { chapter: Chapter | null; onClose: () => void; onSaved: (chapter: Chapter, added: boolean) => void }) {
  const editing = props.chapter;
  const [name, setName] = useState(editing?.name ?? '');
  const [leader, setLeader] = useState(editing && editing.leader !== DEFAULT_CHAPTER_LEADER ? editing.leader : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = () => {
    setName('');
    setLeader('');
    setErrors({});
    props.onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = chapterInputSchema.safeParse({ name, leader });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    setFailure(null);
    try {
      const { chapter } = editing ? await adminApi.editChapter(editing.id, { name, leader }) : await adminApi.addChapter({ name, leader });
      props.onSaved(chapter, !editing);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      setFailure(`${messages.chapterAddFailed}: ${error instanceof Error ? error.message : messages.chapterAddFailed}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={editing ? 'Edit Chapter' : 'Add New Chapter'}
      onClose={cancel}
      footer={
        <>
          <button type="button" className="adm-btn" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" form="chapter-form" className="adm-btn adm-btn-primary" disabled={busy}>
            {editing ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Adding...' : 'Add Chapter'}
          </button>
        </>
      }
    >
      <form id="chapter-form" onSubmit={submit} noValidate>
        <Field label="Chapter Name*" htmlFor="chapter-name" error={errors.name}>
          <input
            id="chapter-name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors(({ name: _n, ...rest }) => rest);
            }}
            aria-invalid={errors.name ? true : undefined}
          />
        </Field>
        <Field label="Chapter Leader (Optional)" htmlFor="chapter-leader" error={errors.leader} help={`If left blank, it will be set as "${DEFAULT_CHAPTER_LEADER}"`}>
          <input
            id="chapter-leader"
            value={leader}
            onChange={(e) => {
              setLeader(e.target.value);
              setErrors(({ leader: _l, ...rest }) => rest);
            }}
          />
        </Field>
        {failure ? (
          <p className="adm-error" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

export function ChaptersTab(props: {
  chapters: Chapter[];
  totalMembers: number;
  onChanged: () => void;
  onViewMembers: (chapterId: string) => void;
  notify: (text: string, tone?: 'ok' | 'error') => void;
}) {
  const [modal, setModal] = useState<Chapter | null | 'new'>(null);
  return (
    <section className="adm-panel adm-panel-plain" aria-label="Chapters">
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">Chapters</h2>
        <button type="button" className="adm-btn adm-btn-primary" onClick={() => setModal('new')}>
          + Add Chapter
        </button>
      </div>
      <div className="adm-chapter-grid">
        {props.chapters.map((c) => {
          const share = Math.round(chapterShare(c.members, props.totalMembers));
          return (
            <article key={c.id} className="adm-card adm-chapter-card">
              <div className="adm-chapter-head">
                <div>
                  <h3>{c.name}</h3>
                  <p className="adm-muted">Led by {c.leader}</p>
                </div>
                <span className="adm-badge">{c.members.toLocaleString('en-KE')} members</span>
              </div>
              <div className="adm-bar-label">
                <span>Member distribution</span>
                <span>{share}%</span>
              </div>
              <div className="adm-bar" role="progressbar" aria-label={`${c.name} member distribution`} aria-valuenow={share} aria-valuemin={0} aria-valuemax={100}>
                <span style={{ width: `${share}%` }} />
              </div>
              <div className="adm-card-actions">
                <button type="button" className="adm-btn adm-btn-small" onClick={() => props.onViewMembers(c.id)}>
                  View Details
                </button>
                <button type="button" className="adm-btn adm-btn-small" onClick={() => setModal(c)} aria-label={`Edit ${c.name}`}>
                  Edit
                </button>
              </div>
            </article>
          );
        })}
      </div>
      {modal ? (
        <ChapterModal
          chapter={modal === 'new' ? null : modal}
          onClose={() => setModal(null)}
          onSaved={(_chapter, added) => {
            setModal(null);
            props.notify(added ? messages.chapterAdded : 'Chapter updated successfully');
            props.onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
