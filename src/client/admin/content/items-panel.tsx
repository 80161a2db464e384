/**
 * The list side of the Events and Updates tabs: load, search, publish/unpublish, delete with
 * confirmation, and the editor opened for a new or an existing item. The editor itself (form and
 * live preview) is the tab's own.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../api';
import { matchesSearch } from '../../content/search';
import { displayDate } from '../../../shared/content-view';
import { loadOrMessage, type Loaded } from './content-api';
import { ConfirmDialog } from './fields';

const loadFailed = 'Could not load the list. Check your connection and try again.';

export interface Item {
  id: string;
  title: string;
  date: string;
  category: string;
  published: boolean;
  excerpt: string;
}

export interface ItemsPanelProps<T extends Item> {
  noun: string;
  load: () => Promise<T[]>;
  /** PUT the item unchanged but for `published`. */
  setPublished: (item: T, published: boolean) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  searchFields: readonly ((item: T) => string)[];
  /** What the row shows under its title (e.g. time and place). */
  details: (item: T) => ReactNode;
  publicPath: (item: T) => string;
  editor: (props: { item: T | null; onSaved: (item: T, message: string) => void; onCancel: () => void }) => ReactNode;
  notify: (text: string, tone?: 'ok' | 'error') => void;
}

export function ItemsPanel<T extends Item>(props: ItemsPanelProps<T>) {
  const { load, notify } = props;
  const [items, setItems] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const show = useCallback((loaded: Loaded<T[]>) => {
    if ('error' in loaded) return setLoadError(loaded.error);
    setItems(loaded.value);
    setLoadError(null);
  }, []);
  const refresh = useCallback(async () => show(await loadOrMessage(load, loadFailed)), [load, show]);
  // The first load: state is set in the answer's callback, unless the panel has gone by then.
  useEffect(() => {
    let current = true;
    void loadOrMessage(load, loadFailed).then((loaded) => current && show(loaded));
    return () => {
      current = false;
    };
  }, [load, show]);

  const list = useMemo(
    () => (items ?? []).filter((item) => matchesSearch(item, search, props.searchFields)),
    [items, search, props.searchFields],
  );

  if (editing) {
    return props.editor({
      item: editing === 'new' ? null : editing,
      onCancel: () => setEditing(null),
      onSaved: (_item, message) => {
        notify(message);
        setEditing(null);
        void refresh();
      },
    });
  }

  const togglePublished = async (item: T) => {
    setBusy(item.id);
    try {
      await props.setPublished(item, !item.published);
      notify(item.published ? `“${item.title}” is no longer on the site.` : `“${item.title}” is now on the site.`);
      await refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'Could not save. Please try again.', 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="cnt-panel" aria-label={`${props.noun}s`}>
      <div className="cnt-toolbar">
        <label className="visually-hidden" htmlFor={`cnt-search-${props.noun}`}>
          Search {props.noun}s
        </label>
        <input
          id={`cnt-search-${props.noun}`}
          type="search"
          placeholder={`Search ${props.noun}s…`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" className="adm-btn adm-btn-primary" onClick={() => setEditing('new')}>
          Add {props.noun}
        </button>
      </div>
      {loadError ? (
        <div className="adm-card" role="alert">
          <p>{loadError}</p>
          <button type="button" className="adm-btn" onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      ) : items === null ? (
        <p role="status">Loading {props.noun}s…</p>
      ) : list.length === 0 ? (
        <p className="cnt-muted">
          {search ? `No ${props.noun}s match “${search}”.` : `No ${props.noun}s yet. Add the first one.`}
        </p>
      ) : (
        <ul className="cnt-list">
          {list.map((item) => (
            <li key={item.id} className="cnt-row">
              <div className="cnt-row-text">
                <p className="cnt-row-meta">
                  <span className={`cnt-status ${item.published ? 'is-published' : 'is-draft'}`}>
                    {item.published ? 'Published' : 'Draft'}
                  </span>{' '}
                  {item.category} · {displayDate(item.date)}
                </p>
                <h3>{item.title}</h3>
                <div className="cnt-row-details">{props.details(item)}</div>
              </div>
              <div className="cnt-row-actions">
                <button type="button" className="adm-btn" onClick={() => setEditing(item)} aria-label={`Edit ${item.title}`}>
                  Edit
                </button>
                <button
                  type="button"
                  className="adm-btn"
                  disabled={busy === item.id}
                  onClick={() => void togglePublished(item)}
                  aria-label={`${item.published ? 'Unpublish' : 'Publish'} ${item.title}`}
                >
                  {item.published ? 'Unpublish' : 'Publish'}
                </button>
                {item.published ? (
                  <a
                    className="adm-btn"
                    href={props.publicPath(item)}
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
          title={`Delete this ${props.noun}?`}
          text={`“${deleting.title}” will be removed from the site and the dashboard. This cannot be undone.`}
          confirmLabel="Delete"
          busy={busy === deleting.id}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            void (async () => {
              const item = deleting;
              setBusy(item.id);
              try {
                await props.remove(item);
                notify(`“${item.title}” was deleted.`);
                setDeleting(null);
                await refresh();
              } catch (error) {
                notify(error instanceof ApiError ? error.message : 'Could not delete. Please try again.', 'error');
              } finally {
                setBusy(null);
              }
            })();
          }}
        />
      ) : null}
    </section>
  );
}
