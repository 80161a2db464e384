/**
 * Chapter Management: a grid of chapter cards with each chapter's code and share of the members,
 * the Add Chapter dialog ('Adding...' while busy; Cancel clears form and errors), Edit (name,
 * code, leader), Archive / Restore, and Delete (refused by the server while the chapter has
 * members or leaders). "View Details" opens the Members tab filtered to the chapter.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { chapterInputSchema, type Chapter, type ChapterInput } from '../../shared/schemas/chapters';
import { serverMessages } from '../../shared/server-messages';
import { DEFAULT_CHAPTER_LEADER } from '../../shared/constants';
import { percentShares } from '../../shared/shares';
import { plural } from '../../shared/words';
import { ApiError } from '../api';
import { adminApi } from './admin-api';
import { notify } from './notices';
import { chaptersQuery, keys } from './queries';
import { ConfirmModal, Field, Modal } from './ui';

/** Width of a chapter's bar: its members against `divisor` × all members, at most 100 %. */
export function chapterShare(members: number, total: number, divisor = 1): number {
  return total > 0 ? Math.min(100, (members / (divisor * total)) * 100) : 0;
}

/** Every list and count that names chapters: the public pages follow on the server's side. */
const CHAPTER_VIEWS = [keys.chapters, keys.members, keys.leaders, keys.stats];

function ChapterModal(props: { chapter: Chapter | null; onClose: () => void }) {
  const editing = props.chapter;
  const form = useForm<ChapterInput>({
    // raw: the server turns a blank leader into the default and a blank code into a free one itself.
    resolver: zodResolver(chapterInputSchema, undefined, { raw: true }),
    defaultValues: {
      name: editing?.name ?? '',
      code: editing?.code ?? '',
      leader: editing && editing.leader !== DEFAULT_CHAPTER_LEADER ? editing.leader : '',
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: { name: string; code: string; leader: string }) =>
      editing ? adminApi.editChapter(editing.id, body) : adminApi.addChapter(body),
    // A new chapter raises a notification; a renamed one changes the chapter shown on every person.
    meta: {
      invalidates: editing ? [keys.chapters, keys.members, keys.leaders] : [keys.chapters, keys.stats, keys.notifications],
    },
    onSuccess(answer) {
      notify(answer.message);
      props.onClose();
    },
    onError(error) {
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as keyof ChapterInput, { type: 'server', message });
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ name: values.name, code: (values.code ?? '').trim().toUpperCase(), leader: values.leader ?? '' }),
  );

  return (
    <Modal
      title={editing ? 'Edit Chapter' : 'Add New Chapter'}
      onClose={props.onClose}
      unsaved={form.formState.isDirty}
      footer={
        <>
          <button type="button" className="adm-btn" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" form="chapter-form" className="adm-btn adm-btn-primary" disabled={save.isPending}>
            {editing ? (save.isPending ? 'Saving...' : 'Save Changes') : save.isPending ? 'Adding...' : 'Add Chapter'}
          </button>
        </>
      }
    >
      <form id="chapter-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field label="Chapter Name*" htmlFor="chapter-name" error={errors.name?.message}>
          <input id="chapter-name" {...form.register('name')} aria-invalid={errors.name ? true : undefined} />
        </Field>
        <Field
          label={editing ? 'Chapter Code*' : 'Chapter Code (Optional)'}
          htmlFor="chapter-code"
          error={errors.code?.message}
          help={
            editing
              ? 'Two letters in membership numbers. A new code applies to numbers issued from now on; issued numbers stay as printed.'
              : 'Two letters in membership numbers (e.g. TI). If left blank, a free code is chosen from the name.'
          }
        >
          <input
            id="chapter-code"
            className="adm-code-input"
            maxLength={2}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            {...form.register('code')}
            aria-invalid={errors.code ? true : undefined}
          />
        </Field>
        <Field
          label="Chapter Leader (Optional)"
          htmlFor="chapter-leader"
          error={errors.leader?.message}
          help={`If left blank, it will be set as "${DEFAULT_CHAPTER_LEADER}". A Regional Coordinator of this chapter in Leaders is shown instead.`}
        >
          <input id="chapter-leader" {...form.register('leader')} />
        </Field>
        {save.error ? (
          <p className="adm-error" role="alert">
            {editing ? 'Failed to save chapter' : serverMessages.chapterAddFailed}: {save.error.message}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

function DeleteChapter(props: { chapter: Chapter; onClose: () => void }) {
  const remove = useMutation({
    mutationFn: () => adminApi.deleteChapter(props.chapter.id),
    meta: { invalidates: CHAPTER_VIEWS },
    onSuccess(answer) {
      notify(answer.message);
      props.onClose();
    },
  });
  return (
    <ConfirmModal
      title="Delete Chapter"
      confirmLabel="Delete"
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate()}
      onCancel={props.onClose}
    >
      <p>
        Delete <strong>{props.chapter.name}</strong> ({props.chapter.code})? Only a chapter without members or leaders can be
        deleted; archive a chapter to hide it while keeping its members.
      </p>
    </ConfirmModal>
  );
}

function ArchiveButton({ chapter }: { chapter: Chapter }) {
  const archive = useMutation({
    mutationFn: () => adminApi.archiveChapter(chapter.id, !chapter.archived),
    meta: { invalidates: CHAPTER_VIEWS },
    onSuccess: (answer) => notify(answer.message),
    onError: (error) => notify(error.message, 'error'),
  });
  return (
    <button
      type="button"
      className="adm-btn adm-btn-small"
      disabled={archive.isPending}
      onClick={() => archive.mutate()}
      aria-label={`${chapter.archived ? 'Restore' : 'Archive'} ${chapter.name}`}
    >
      {chapter.archived ? 'Restore' : 'Archive'}
    </button>
  );
}

export function ChaptersTab(props: { onViewMembers: (chapterId: string) => void }) {
  const chapters = useQuery(chaptersQuery).data ?? [];
  const [modal, setModal] = useState<Chapter | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Chapter | null>(null);
  // Whole percentages that add up to exactly 100 across the cards.
  const shares = percentShares(chapters.map((c) => c.members));
  return (
    <section className="adm-panel adm-panel-plain" aria-label="Chapters">
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">Chapters</h2>
        <button type="button" className="adm-btn adm-btn-primary" onClick={() => setModal('new')}>
          + Add Chapter
        </button>
      </div>
      <div className="adm-chapter-grid">
        {chapters.map((c, i) => {
          const share = shares[i] ?? 0;
          return (
            <article key={c.id} className={`adm-card adm-chapter-card${c.archived ? ' adm-chapter-archived' : ''}`}>
              <div className="adm-chapter-head">
                <div>
                  <h3>
                    {c.name} <span className="adm-chapter-code">{c.code}</span>
                  </h3>
                  <p className="adm-muted">Led by {c.leader}</p>
                  {c.archived ? <p className="adm-badge adm-badge-muted">Archived: hidden from the public site</p> : null}
                </div>
                <span className="adm-badge">{plural(c.members, 'member')}</span>
              </div>
              <div className="adm-bar-label">
                <span>Member distribution</span>
                <span className="adm-share">{share}%</span>
              </div>
              <div
                className="adm-bar"
                role="progressbar"
                aria-label={`${c.name} member distribution`}
                aria-valuenow={share}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span style={{ width: `${share}%` }} />
              </div>
              <div className="adm-card-actions">
                <button type="button" className="adm-btn adm-btn-small" onClick={() => props.onViewMembers(c.id)}>
                  View Details
                </button>
                <button type="button" className="adm-btn adm-btn-small" onClick={() => setModal(c)} aria-label={`Edit ${c.name}`}>
                  Edit
                </button>
                <ArchiveButton chapter={c} />
                <button
                  type="button"
                  className="adm-btn adm-btn-small adm-btn-danger-outline"
                  onClick={() => setDeleting(c)}
                  aria-label={`Delete ${c.name}`}
                >
                  Delete
                </button>
              </div>
            </article>
          );
        })}
      </div>
      {modal ? <ChapterModal chapter={modal === 'new' ? null : modal} onClose={() => setModal(null)} /> : null}
      {deleting ? <DeleteChapter chapter={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
