/**
 * Leadership Management (spec §2): table, search box, Filter, Add Leader, paged footer, empty
 * state, add/edit modal and the confirm-removal modal; generate card per row.
 */
import { useState } from 'react';
import { formatLongDate } from '../../shared/dates';
import { messages } from '../../shared/messages';
import type { AdminLeader } from '../../shared/schemas/admin';
import type { Chapter } from '../../shared/schemas/chapters';
import { adminApi } from './admin-api';
import { LeaderModal } from './leader-modal';
import { Avatar, ConfirmModal, Modal, Pager, Spinner } from './ui';
import { useDebounced, useFilteredPages } from './use-paged';
import { useCardDownload, useConfirmedDelete } from './use-record-actions';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  chapters: Chapter[];
  onChanged: () => void;
  notify: (text: string, tone?: 'ok' | 'error') => void;
}

export function LeadersTab(props: Props) {
  const search = useDebounced(props.search.trim());
  const [filterOpen, setFilterOpen] = useState(false);
  const [chapterId, setChapterId] = useState('');
  const params = { search, chapterId };
  const list = useFilteredPages(params, (query) => adminApi.leaders(query));

  const [editing, setEditing] = useState<AdminLeader | null | 'new'>(null);
  const [askCard, setAskCard] = useState<AdminLeader | null>(null);
  const { generating, generate } = useCardDownload('leader', () => props.notify(messages.leadershipCardFailed, 'error'));
  const removal = useConfirmedDelete<AdminLeader>({
    remove: (id) => adminApi.deleteLeader(id),
    noun: 'leader',
    onDeleted() {
      props.notify(messages.leaderDeleted);
      props.onChanged();
      void list.reload();
    },
  });

  const items = list.data?.items ?? [];
  return (
    <section className="adm-panel" aria-label="Leaders">
      <div className="adm-toolbar">
        <div className="adm-search adm-search-inline">
          <input type="search" placeholder="Search leaders..." aria-label="Search leaders" value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
        </div>
        <div className="adm-toolbar-actions">
          <button type="button" className="adm-btn" aria-expanded={filterOpen} onClick={() => setFilterOpen((o) => !o)}>
            Filter
          </button>
          <a className="adm-btn" href={adminApi.leadersCsvUrl(params)} download>
            Export CSV
          </a>
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setEditing('new')}>
            + Add Leader
          </button>
        </div>
      </div>
      {filterOpen ? (
        <div className="adm-filters">
          <label>
            Chapter
            <select value={chapterId} onChange={(e) => setChapterId(e.target.value)}>
              <option value="">All chapters</option>
              {props.chapters.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {list.error ? (
        <p className="adm-error" role="alert">
          Failed to fetch leaders: {list.error}
        </p>
      ) : null}
      <div className="adm-table-wrap" aria-busy={list.loading}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">Leader</th>
              <th scope="col">ID Number</th>
              <th scope="col">Phone</th>
              <th scope="col">Position</th>
              <th scope="col">Chapter</th>
              <th scope="col">Appointed Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((l) => (
              <tr key={l.id}>
                <td data-label="Leader">
                  <div className="adm-person">
                    <Avatar name={l.fullName} src={l.profileImage} />
                    <div>
                      <div className="adm-person-name">{l.fullName}</div>
                      <span className="adm-mono adm-muted">{l.leadershipNumber}</span>
                    </div>
                  </div>
                </td>
                <td data-label="ID Number">{l.idNumber}</td>
                <td data-label="Phone">{l.phoneNumber}</td>
                <td data-label="Position">{l.position}</td>
                <td data-label="Chapter">{l.chapter ?? '—'}</td>
                <td data-label="Appointed Date">{formatLongDate(l.joinDate)}</td>
                <td data-label="Actions">
                  <div className="adm-row-actions">
                    <button type="button" className="adm-btn adm-btn-small" disabled={generating === l.id} onClick={() => void generate(l)} aria-label={`Generate card for ${l.fullName}`}>
                      {generating === l.id ? 'Generating...' : 'Generate Card'}
                    </button>
                    <button type="button" className="adm-btn adm-btn-small" onClick={() => setEditing(l)} aria-label={`Edit ${l.fullName}`}>
                      Edit
                    </button>
                    <button type="button" className="adm-btn adm-btn-small adm-btn-danger-outline" onClick={() => removal.ask(l)} aria-label={`Remove ${l.fullName}`}>
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.loading && !list.data ? <Spinner label="Loading leaders..." /> : null}
        {!list.loading && list.data && items.length === 0 ? <p className="adm-empty">{messages.noLeaders}</p> : null}
      </div>
      {list.data ? <Pager page={list.data.page} pageSize={list.data.pageSize} count={items.length} total={list.data.total} noun="leaders" onPage={list.setPage} /> : null}

      {editing ? (
        <LeaderModal
          leader={editing === 'new' ? null : editing}
          chapters={props.chapters}
          onClose={() => setEditing(null)}
          onSaved={(leader, added) => {
            setEditing(null);
            props.notify(added ? messages.leaderAdded : messages.leaderUpdated);
            props.onChanged();
            void list.reload();
            if (added) setAskCard(leader);
          }}
        />
      ) : null}
      {removal.target ? (
        <ConfirmModal title="Confirm Removal" confirmLabel="Remove Leader" busyLabel="Removing..." busy={removal.busy} error={removal.error} onCancel={removal.cancel} onConfirm={() => void removal.confirm()}>
          <p>
            Are you sure you want to remove <strong>{removal.target.fullName}</strong> ({removal.target.position}) from the leadership team?
          </p>
          <p className="adm-muted">This action cannot be undone.</p>
        </ConfirmModal>
      ) : null}
      {askCard ? (
        <Modal
          title="Generate leadership card?"
          onClose={() => setAskCard(null)}
          footer={
            <>
              <button type="button" className="adm-btn" onClick={() => setAskCard(null)}>
                Not now
              </button>
              <button type="button" className="adm-btn adm-btn-primary" onClick={() => { const leader = askCard; setAskCard(null); void generate(leader); }}>
                Generate Card
              </button>
            </>
          }
        >
          <p>
            {messages.leaderAdded} Would you like to generate the leadership card for <strong>{askCard.fullName}</strong> now?
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
