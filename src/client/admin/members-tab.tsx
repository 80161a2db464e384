/**
 * Member Management (spec §2): the table with every column and action, search over the spec's
 * fields, Add Member, and — beyond the spec — server paging with working Previous/Next, a Filter
 * row (chapter, status) and a CSV export of the current search.
 */
import { useState } from 'react';
import { MembershipStatusCell } from './lifecycle/membership-status';
import { formatLongDate } from '../../shared/dates';
import { messages } from '../../shared/messages';
import type { AdminMember } from '../../shared/schemas/admin';
import type { Chapter } from '../../shared/schemas/chapters';
import { adminApi } from './admin-api';
import { MemberModal } from './member-modal';
import { Avatar, ConfirmModal, Modal, Pager, Spinner } from './ui';
import { useDebounced, useFilteredPages } from './use-paged';
import { useCardDownload, useConfirmedDelete } from './use-record-actions';

interface Props {
  search: string;
  chapters: Chapter[];
  initialChapterId?: string | undefined;
  onChanged: () => void;
  notify: (text: string, tone?: 'ok' | 'error') => void;
}

export function MembersTab(props: Props) {
  const search = useDebounced(props.search.trim());
  const [filterOpen, setFilterOpen] = useState(Boolean(props.initialChapterId));
  const [chapterId, setChapterId] = useState(props.initialChapterId ?? '');
  const [status, setStatus] = useState('');
  const [membershipStatus, setMembershipStatus] = useState('');
  const params = { search, chapterId, status, membershipStatus };
  const list = useFilteredPages(params, (query) => adminApi.members(query));

  const [editing, setEditing] = useState<AdminMember | null | 'new'>(null);
  const [askCard, setAskCard] = useState<AdminMember | null>(null);
  const { generating, generate } = useCardDownload('member', () => props.notify(messages.cardFailed, 'error'));
  const deletion = useConfirmedDelete<AdminMember>({
    remove: (id) => adminApi.deleteMember(id),
    noun: 'member',
    onDeleted() {
      props.notify(messages.memberDeleted);
      props.onChanged();
      void list.reload();
    },
  });

  const items = list.data?.items ?? [];
  return (
    <section className="adm-panel" aria-label="Members">
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">All Members</h2>
        <div className="adm-toolbar-actions">
          <button type="button" className="adm-btn" aria-expanded={filterOpen} onClick={() => setFilterOpen((o) => !o)}>
            Filter
          </button>
          <a className="adm-btn" href={adminApi.membersCsvUrl(params)} download>
            Export CSV
          </a>
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setEditing('new')}>
            + Add Member
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
          <label>
            Status
            <select value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </label>
          <label>
            Membership
            <select value={membershipStatus} onChange={(e) => setMembershipStatus(e.target.value)}>
              <option value="">All</option>
              <option value="active">Active</option>
              <option value="due">Due for renewal</option>
              <option value="expired">Expired</option>
            </select>
          </label>
        </div>
      ) : null}

      {list.error ? (
        <p className="adm-error" role="alert">
          Failed to fetch members: {list.error}{' '}
          <button type="button" className="adm-btn adm-btn-link" onClick={() => void list.reload()}>
            Try again
          </button>
        </p>
      ) : null}

      <div className="adm-table-wrap" aria-busy={list.loading}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">ID Number</th>
              <th scope="col">Phone</th>
              <th scope="col">Membership No.</th>
              <th scope="col">Chapter</th>
              <th scope="col">Joined / Renewal</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.id}>
                <td data-label="Member">
                  <div className="adm-person">
                    <Avatar name={m.fullName} src={m.profileImage} />
                    <div>
                      <div className="adm-person-name">{m.fullName}</div>
                      <span className={`adm-status adm-status-${m.status}`}>{m.status === 'active' ? 'Active' : 'Inactive'}</span>
                    </div>
                  </div>
                </td>
                <td data-label="ID Number">{m.idNumber}</td>
                <td data-label="Phone">{m.phoneNumber}</td>
                <td data-label="Membership No." className="adm-mono">
                  {m.membershipNumber}
                </td>
                <td data-label="Chapter">{m.chapter ?? '—'}</td>
                <td data-label="Joined / Renewal">
                  {formatLongDate(m.joinDate)}
                  <br />
                  <MembershipStatusCell renewalDate={m.renewalDate} status={m.membershipStatus} />
                </td>
                <td data-label="Actions">
                  <div className="adm-row-actions">
                    <button type="button" className="adm-btn adm-btn-small" disabled={generating === m.id} onClick={() => void generate(m)} aria-label={`Generate card for ${m.fullName}`}>
                      {generating === m.id ? 'Generating...' : 'Generate Card'}
                    </button>
                    <button type="button" className="adm-btn adm-btn-small" onClick={() => setEditing(m)} aria-label={`Edit ${m.fullName}`}>
                      Edit
                    </button>
                    <button type="button" className="adm-btn adm-btn-small adm-btn-danger-outline" onClick={() => deletion.ask(m)} aria-label={`Delete ${m.fullName}`}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.loading && !list.data ? <Spinner label="Loading members..." /> : null}
        {!list.loading && list.data && items.length === 0 ? <p className="adm-empty">{messages.noMembers}</p> : null}
      </div>
      {list.data ? <Pager page={list.data.page} pageSize={list.data.pageSize} count={items.length} total={list.data.total} noun="members" onPage={list.setPage} /> : null}

      {editing ? (
        <MemberModal
          member={editing === 'new' ? null : editing}
          chapters={props.chapters}
          onClose={() => setEditing(null)}
          onSaved={(member, added) => {
            setEditing(null);
            props.notify(added ? messages.memberAdded : messages.memberUpdated);
            props.onChanged();
            void list.reload();
            if (added) setAskCard(member);
          }}
        />
      ) : null}

      {deletion.target ? (
        <ConfirmModal title="Confirm Deletion" confirmLabel="Delete Member" busy={deletion.busy} error={deletion.error} onCancel={deletion.cancel} onConfirm={() => void deletion.confirm()}>
          <p>
            Are you sure you want to delete <strong>{deletion.target.fullName}</strong>?
          </p>
          <p className="adm-muted">This action cannot be undone. All member data will be permanently removed.</p>
        </ConfirmModal>
      ) : null}

      {askCard ? (
        <Modal
          title="Generate membership card?"
          onClose={() => setAskCard(null)}
          footer={
            <>
              <button type="button" className="adm-btn" onClick={() => setAskCard(null)}>
                Not now
              </button>
              <button
                type="button"
                className="adm-btn adm-btn-primary"
                onClick={() => {
                  const member = askCard;
                  setAskCard(null);
                  void generate(member);
                }}
              >
                Generate Card
              </button>
            </>
          }
        >
          <p>
            {messages.memberAdded} Would you like to generate the membership card for <strong>{askCard.fullName}</strong> now?
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
