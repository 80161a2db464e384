/**
 * The Members and Leaders screens: one table with search, filters, CSV export, server paging,
 * add/edit dialog, confirmed delete and card download. `kind` supplies what differs. A chapter
 * coordinator sees its chapter named instead of the chapter filter (the server lists that chapter
 * only) and no Delete (admins only).
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, RECORD_STATUS_LABELS, RECORD_STATUS_OPTIONS } from '../../../shared/constants';
import { formatLongDate } from '../../../shared/dates';
import { isAdminRole, isChapterRole } from '../../../shared/roles';
import { useSession } from '../../auth/session';
import type { Chapter } from '../../../shared/schemas/chapters';
import { downloadCard, type ListParams } from '../admin-api';
import { notify } from '../notices';
import { ConfirmModal, Modal, Pager, PersonSummary, Spinner } from '../ui';
import { useDebounced } from '../use-debounced';
import type { Person, PersonKind } from './kinds';
import { PersonModal } from './person-modal';
import { officialsMessages } from '../../../shared/officials-messages';

interface Props<P extends Person> {
  kind: PersonKind<P>;
  search: string;
  chapters: Chapter[];
  initialChapterId?: string | undefined;
}

export function PeopleTab<P extends Person>({ kind, chapters, ...props }: Props<P>) {
  const search = useDebounced(props.search.trim());
  const role = useSession().user?.role ?? '';
  const mayDelete = isAdminRole(role);
  const [filterOpen, setFilterOpen] = useState(Boolean(props.initialChapterId));
  const [filters, setFilters] = useState<Pick<ListParams, 'chapterId' | 'status' | 'membershipStatus'>>({
    chapterId: props.initialChapterId ?? '',
  });
  const params: ListParams = { search, ...filters };
  // A new search or filter starts again at page 1: the page belongs to the parameters it was chosen for.
  const paramsKey = JSON.stringify(params);
  const [paging, setPaging] = useState({ key: paramsKey, page: 1 });
  const page = paging.key === paramsKey ? paging.page : 1;
  const list = useQuery(kind.page({ ...params, page, pageSize: DEFAULT_PAGE_SIZE }));
  const data = list.data;
  const top = useRef<HTMLElement>(null);

  const [editing, setEditing] = useState<P | 'new' | null>(null);
  const [askCard, setAskCard] = useState<P | null>(null);
  const [deleting, setDeleting] = useState<P | null>(null);
  const [generating, setGenerating] = useState<string | null>(null);

  const removal = useMutation({
    mutationFn: (person: P) => kind.remove(person.id),
    meta: { invalidates: kind.invalidates },
    onSuccess(answer) {
      setDeleting(null);
      // A member who has paid is not deleted yet: the server says it waits for a second official.
      notify(answer.waiting ? answer.message : kind.words.deleted);
    },
  });

  async function generate(person: P) {
    setGenerating(person.id);
    try {
      await downloadCard(kind.noun, person.id, person.idNumber);
    } catch {
      notify(kind.words.cardFailed, 'error');
    } finally {
      setGenerating(null);
    }
  }

  const onPage = (next: number) => {
    setPaging({ key: paramsKey, page: next });
    // The pager sits under the table: the next page is read from its top.
    top.current?.scrollIntoView({ block: 'start' });
  };
  const setFilter = (name: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [name]: value }));

  const items = data?.items ?? [];
  const heading = `${kind.noun}-table-title`;
  return (
    <section className="adm-panel adm-people" aria-labelledby={heading} ref={top}>
      <div className="adm-toolbar">
        <h2 className="adm-panel-title" id={heading}>
          {kind.words.title}
        </h2>
        <div className="adm-toolbar-actions">
          <button type="button" className="adm-btn" aria-expanded={filterOpen} onClick={() => setFilterOpen((o) => !o)}>
            Filter
          </button>
          <a className="adm-btn" href={kind.csvUrl(params)} download>
            Export CSV
          </a>
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setEditing('new')}>
            + {kind.words.add}
          </button>
        </div>
      </div>
      {filterOpen ? (
        <div className="adm-filters">
          {isChapterRole(role) ? (
            <p className="adm-muted">{officialsMessages.chapterScope.yourChapter(chapters[0]?.name ?? '')}</p>
          ) : (
            <FilterSelect
              label="Chapter"
              value={filters.chapterId}
              onChange={setFilter('chapterId')}
              all="All chapters"
              options={chapters.map((c) => ({ value: c.id, label: c.name }))}
            />
          )}
          <FilterSelect
            label="Status"
            value={filters.status}
            onChange={setFilter('status')}
            all="All"
            options={RECORD_STATUS_OPTIONS}
          />
          {kind.filters.map((f) => (
            <FilterSelect
              key={f.param}
              label={f.label}
              value={filters[f.param]}
              onChange={setFilter(f.param)}
              all="All"
              options={f.options}
            />
          ))}
        </div>
      ) : null}

      {list.error ? (
        <p className="adm-error" role="alert">
          Failed to fetch {kind.plural}: {list.error.message}{' '}
          <button type="button" className="adm-btn adm-btn-link" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : null}

      <div className="adm-table-wrap" aria-busy={list.isFetching}>
        <table className="adm-table adm-people-table">
          <thead>
            <tr>
              <th scope="col">{kind.noun === 'member' ? 'Member' : 'Leader'}</th>
              <th scope="col">{kind.number.label}</th>
              <th scope="col">ID / Phone</th>
              <th scope="col" className="adm-col-chapter">
                Chapter
              </th>
              <th scope="col">{kind.dates.label}</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id}>
                <td data-label={kind.noun === 'member' ? 'Member' : 'Leader'}>
                  <div className="adm-person">
                    <PersonSummary name={p.fullName} photo={p.profileImage}>
                      <div className="adm-person-sub">
                        <span className={`adm-status adm-status-${p.status}`}>{RECORD_STATUS_LABELS[p.status]}</span>
                        {kind.role ? <span className="adm-muted adm-small">{kind.role(p)}</span> : null}
                        {kind.language ? (
                          <span className="adm-muted adm-small" title={kind.language.label}>
                            {kind.language.options.find((o) => o.value === kind.language!.of(p))?.label}
                          </span>
                        ) : null}
                      </div>
                      <div className="adm-person-chapter adm-muted adm-small" title={p.chapter ?? undefined}>
                        {p.chapter ?? '—'}
                      </div>
                    </PersonSummary>
                  </div>
                </td>
                <td data-label={kind.number.label} className="adm-mono adm-nowrap">
                  {kind.number.of(p)}
                </td>
                <td data-label="ID / Phone" className="adm-nowrap">
                  {/* One block per cell: on a phone each cell is a label-value row. */}
                  <div>
                    {p.idNumber}
                    <br />
                    <span className="adm-muted">{p.phoneNumber}</span>
                  </div>
                </td>
                <td data-label="Chapter" className="adm-col-chapter">
                  {p.chapter ?? '—'}
                </td>
                <td data-label={kind.dates.label}>
                  <div>
                    <span className="adm-nowrap">{formatLongDate(p.joinDate)}</span>
                    <br />
                    {kind.dates.renewal(p)}
                  </div>
                </td>
                <td data-label="Actions">
                  <div className="adm-row-actions">
                    <button
                      type="button"
                      className="adm-btn adm-btn-small"
                      disabled={generating === p.id}
                      onClick={() => void generate(p)}
                      aria-label={`Generate card for ${p.fullName}`}
                    >
                      {generating === p.id ? 'Generating...' : 'Generate Card'}
                    </button>
                    <button
                      type="button"
                      className="adm-btn adm-btn-small"
                      onClick={() => setEditing(p)}
                      aria-label={`Edit ${p.fullName}`}
                    >
                      Edit
                    </button>
                    {mayDelete ? (
                      <button
                        type="button"
                        className="adm-btn adm-btn-small adm-btn-danger-outline"
                        onClick={() => {
                          removal.reset();
                          setDeleting(p);
                        }}
                        aria-label={`${kind.words.deleteVerb} ${p.fullName}`}
                      >
                        {kind.words.deleteVerb}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending ? <Spinner label={`Loading ${kind.plural}...`} /> : null}
        {data && !list.isPlaceholderData && items.length === 0 ? <p className="adm-empty">{kind.words.empty}</p> : null}
      </div>
      {data ? (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          count={items.length}
          total={data.total}
          noun={kind.noun}
          onPage={onPage}
        />
      ) : null}

      {editing ? (
        <PersonModal
          kind={kind}
          person={editing === 'new' ? null : editing}
          chapters={chapters}
          onClose={() => setEditing(null)}
          onSaved={(person, added) => {
            setEditing(null);
            if (added) setAskCard(person);
          }}
        />
      ) : null}

      {deleting ? (
        <ConfirmModal
          title={kind.words.deleteTitle}
          confirmLabel={`${kind.words.deleteVerb} ${kind.noun === 'member' ? 'Member' : 'Leader'}`}
          busyLabel={kind.words.deleteVerb === 'Remove' ? 'Removing...' : 'Deleting...'}
          busy={removal.isPending}
          error={removal.error ? `Failed to ${kind.words.deleteVerb.toLowerCase()} ${kind.noun}: ${removal.error.message}` : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() => removal.mutate(deleting)}
        >
          {kind.words.deleteBody(deleting)}
        </ConfirmModal>
      ) : null}

      {askCard ? (
        <Modal
          title={kind.words.cardQuestion}
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
                  setAskCard(null);
                  void generate(askCard);
                }}
              >
                Generate Card
              </button>
            </>
          }
        >
          <p>
            {kind.words.added} {kind.words.cardQuestionText} <strong>{askCard.fullName}</strong> now?
          </p>
        </Modal>
      ) : null}
    </section>
  );
}

function FilterSelect(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  all: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label>
      {props.label}
      <select value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
