/**
 * The Events and the Updates tab: the kind's list (a query), search, publish/unpublish, delete
 * with confirmation and the edit modal for a new or an existing item. Writes are mutations that
 * invalidate the kind's list, so nothing here reloads by hand.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { matchesSearch } from '../../content/search';
import { formatContentDate } from '../../../shared/dates';
import { notify } from '../notices';
import { ListState, RowButton, useConfirmedDelete } from './list-parts';
import { formOf, type Story, type StoryForm, type StoryKind } from './kinds';
import { StoryEditor } from './story-editor';
import { KiswahiliMark } from './kiswahili';

const failed = (error: unknown, fallback: string) =>
  notify(error instanceof Error && error.message ? error.message : fallback, 'error');

export function StoryPanel<T extends Story, F extends StoryForm>({ kind }: { kind: StoryKind<T, F> }) {
  const { noun } = kind;
  const list = useQuery(kind.query);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<T | 'new' | null>(null);

  const publish = useMutation({
    mutationFn: (item: T) => kind.save(item.id, kind.bodyOf(formOf(kind, item), !item.published, item.version)),
    meta: { invalidates: kind.invalidates },
    onSuccess: (_saved, item) =>
      notify(item.published ? `“${item.title}” is no longer on the site.` : `“${item.title}” is now on the site.`),
    onError: (error) => failed(error, 'Could not save. Please try again.'),
  });
  const confirm = useConfirmedDelete<T>({
    remove: (item) => kind.remove(item.id),
    invalidates: kind.invalidates,
    title: `Delete this ${noun}?`,
    text: (item) => `“${item.title}” will be removed from the site and the dashboard. This cannot be undone.`,
    deleted: (item) => `“${item.title}” was deleted.`,
  });

  const shown = useMemo(
    () => (list.data ?? []).filter((item) => matchesSearch(item, search, kind.searchFields)),
    [list.data, search, kind.searchFields],
  );
  const busy = (item: T) => (publish.isPending && publish.variables.id === item.id) || confirm.deleting?.id === item.id;

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
        <ListState
          query={list}
          loading={`Loading ${noun}s…`}
          empty={shown.length ? null : search ? `No ${noun}s match “${search}”.` : `No ${noun}s yet. Add the first one.`}
        >
          <ul className="cnt-list">
            {shown.map((item) => (
              <StoryRow
                key={item.id}
                kind={kind}
                item={item}
                busy={busy(item)}
                onEdit={() => setEditing(item)}
                onPublish={() => publish.mutate(item)}
                onDelete={() => confirm.ask(item)}
              />
            ))}
          </ul>
        </ListState>
        {confirm.dialog}
      </section>
      {editing ? <StoryEditor kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** One item of the list: status, category, date, title, the kind's details and the actions. */
function StoryRow<T extends Story, F extends StoryForm>({
  kind,
  item,
  busy,
  onEdit,
  onPublish,
  onDelete,
}: {
  kind: StoryKind<T, F>;
  item: T;
  busy: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="cnt-row">
      <div className="cnt-row-text">
        <p className="cnt-row-meta">
          <span className={`cnt-status ${item.published ? 'is-published' : 'is-draft'}`}>
            {item.published ? 'Published' : 'Draft'}
          </span>{' '}
          {item.category} · {formatContentDate(item.date)} <KiswahiliMark has={item.titleSw !== null} />
        </p>
        <h3>{item.title}</h3>
        <div className="cnt-row-details">{kind.details(item)}</div>
      </div>
      <div className="cnt-row-actions">
        <RowButton label="Edit" of={item.title} onClick={onEdit} />
        <RowButton label={item.published ? 'Unpublish' : 'Publish'} of={item.title} disabled={busy} onClick={onPublish} />
        {kind.rowActions?.(item)}
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
        <RowButton label="Delete" of={item.title} danger onClick={onDelete} />
      </div>
    </li>
  );
}
