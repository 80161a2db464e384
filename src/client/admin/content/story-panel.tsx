/**
 * The Events and the Updates tab: the kind's list (a query), search, publish/unpublish, delete
 * with confirmation and the edit modal for a new or an existing item. Writes are mutations that
 * invalidate the kind's list, so nothing here reloads by hand.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { matchesSearch } from '../../content/search';
import { displayDate } from '../../../shared/content-view';
import { notify } from '../notices';
import { ConfirmDialog } from './fields';
import type { Story, StoryForm, StoryKind } from './kinds';
import { StoryEditor } from './story-editor';

const failed = (error: unknown, fallback: string) =>
  notify(error instanceof Error && error.message ? error.message : fallback, 'error');

export function StoryPanel<T extends Story, F extends StoryForm>({ kind }: { kind: StoryKind<T, F> }) {
  const { noun } = kind;
  const list = useQuery(kind.query);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const publish = useMutation({
    mutationFn: (item: T) => kind.save(item.id, kind.bodyOf(kind.formOf(item), !item.published, item.version)),
    meta: { invalidates: kind.invalidates },
    onSuccess: (_saved, item) =>
      notify(item.published ? `“${item.title}” is no longer on the site.` : `“${item.title}” is now on the site.`),
    onError: (error) => failed(error, 'Could not save. Please try again.'),
  });
  const remove = useMutation({
    mutationFn: (item: T) => kind.remove(item.id),
    meta: { invalidates: kind.invalidates },
    onSuccess: (_done, item) => {
      notify(`“${item.title}” was deleted.`);
      setDeleting(null);
    },
    onError: (error) => failed(error, 'Could not delete. Please try again.'),
  });

  const shown = useMemo(
    () => (list.data ?? []).filter((item) => matchesSearch(item, search, kind.searchFields)),
    [list.data, search, kind.searchFields],
  );
  const busy = (item: T) =>
    (publish.isPending && publish.variables.id === item.id) || (remove.isPending && remove.variables.id === item.id);

  return (
    <>
      {/* Out of reach (and of the accessibility tree) while the edit modal is open. */}
      <section className="cnt-panel" aria-label={`${noun}s`} aria-hidden={editing ? true : undefined} inert={editing !== null}>
        <div className="cnt-toolbar">
          <label className="visually-hidden" htmlFor={`cnt-search-${noun}`}>
            Search {noun}s
          </label>
          <input
            id={`cnt-search-${noun}`}
            type="search"
            placeholder={`Search ${noun}s…`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setEditing('new')}>
            Add {noun}
          </button>
        </div>
        {list.isError && !list.data ? (
          <div className="adm-card" role="alert">
            <p>{list.error.message || 'Could not load the list. Check your connection and try again.'}</p>
            <button type="button" className="adm-btn" onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        ) : list.isPending ? (
          <p role="status">Loading {noun}s…</p>
        ) : shown.length === 0 ? (
          <p className="cnt-muted">{search ? `No ${noun}s match “${search}”.` : `No ${noun}s yet. Add the first one.`}</p>
        ) : (
          <ul className="cnt-list">
            {shown.map((item) => (
              <li key={item.id} className="cnt-row">
                <div className="cnt-row-text">
                  <p className="cnt-row-meta">
                    <span className={`cnt-status ${item.published ? 'is-published' : 'is-draft'}`}>
                      {item.published ? 'Published' : 'Draft'}
                    </span>{' '}
                    {item.category} · {displayDate(item.date)}
                  </p>
                  <h3>{item.title}</h3>
                  <div className="cnt-row-details">{kind.details(item)}</div>
                </div>
                <div className="cnt-row-actions">
                  <button type="button" className="adm-btn" onClick={() => setEditing(item)} aria-label={`Edit ${item.title}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="adm-btn"
                    disabled={busy(item)}
                    onClick={() => publish.mutate(item)}
                    aria-label={`${item.published ? 'Unpublish' : 'Publish'} ${item.title}`}
                  >
                    {item.published ? 'Unpublish' : 'Publish'}
                  </button>
                  {item.published ? (
                    <a
                      className="adm-btn"
                      href={kind.publicPath(item)}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`View ${item.title} on the site`}
                    >
                      View
                    </a>
                  ) : null}
                  <button
                    type="button"
                    className="adm-btn cnt-btn-danger"
                    onClick={() => setDeleting(item)}
                    aria-label={`Delete ${item.title}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {deleting ? (
          <ConfirmDialog
            title={`Delete this ${noun}?`}
            text={`“${deleting.title}” will be removed from the site and the dashboard. This cannot be undone.`}
            confirmLabel="Delete"
            busy={busy(deleting)}
            onCancel={() => setDeleting(null)}
            onConfirm={() => remove.mutate(deleting)}
          />
        ) : null}
      </section>
      {editing ? <StoryEditor kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
