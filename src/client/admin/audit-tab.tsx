/**
 * The Audit tab (chairman and vice-chairman): who did what, when (Nairobi time), from which
 * address, to which record, with the change. The server masks personal values for every reader
 * but the chairman, so this screen only shows what it receives. Filters are one form checked with
 * the same schema the API uses; the CSV export takes the filters applied.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { formatMomentShort } from '../../shared/dates';
import { seesAuditUnmasked } from '../../shared/roles';
import { auditExportQuerySchema, type AuditExportQuery, type AuditItem } from '../../shared/schemas/audit';
import { useSession } from '../auth/session';
import { adminApi } from './admin-api';
import { errorOf, schemaResolver } from './form';
import { auditQuery } from './queries';
import { Pager, Spinner } from './ui';
import './audit.css';
import { officialsMessages } from '../../shared/officials-messages';

const t = officialsMessages.audit;
const PAGE_SIZE = 25;

/** Suggestions only: any action or record kind the log holds can be typed. */
const ACTIONS = [
  'signin.success',
  'signin.failure',
  'password.change',
  '2fa.enable',
  '2fa.disable',
  '2fa.reset',
  '2fa.recovery_codes',
  'session.end',
  'create',
  'update',
  'delete',
  'export',
  'card.generate',
  'members.import',
  'payment.confirm',
  'payment.reject',
  'payment.receipt',
  'member.cash-renewal',
  'user.create',
  'user.disable',
  'user.reset-password',
];
const RECORDS = [
  'member',
  'leader',
  'chapter',
  'payment',
  'user',
  'event',
  'update',
  'gallery_photo',
  'members',
  'leaders',
  'payments',
  'audit_log',
];

type FilterFields = Record<keyof AuditExportQuery, string>;
const EMPTY: FilterFields = { actor: '', action: '', entity: '', entityId: '', from: '', to: '' };

/** The form's values as the API's filters: blank fields are left out. */
const filtersOf = (values: FilterFields): AuditExportQuery =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) as AuditExportQuery;

const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** "phoneNumber" → "Phone number": the log's field names, read as words. */
const fieldName = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  !!value && typeof value === 'object' && 'from' in value && 'to' in value;

function Changes({ changes }: { changes: AuditItem['changes'] }) {
  if (!changes || Object.keys(changes).length === 0) return <span className="adm-muted">—</span>;
  return (
    <dl className="audit-changes">
      {Object.entries(changes).map(([field, value]) => (
        <div key={field}>
          <dt>{fieldName(field)}</dt>
          <dd>
            {isChange(value) ? (
              <>
                <span className="audit-before">{shown(value.from)}</span> → <span>{shown(value.to)}</span>
              </>
            ) : (
              shown(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function AuditPanel() {
  const { user } = useSession();
  const [filters, setFilters] = useState<AuditExportQuery>({});
  const [page, setPage] = useState(1);
  const list = useQuery(auditQuery({ ...filters, page, pageSize: PAGE_SIZE }));
  const form = useForm<FilterFields>({ defaultValues: EMPTY, resolver: schemaResolver(auditExportQuerySchema, filtersOf) });
  const apply = form.handleSubmit((values) => {
    setFilters(filtersOf(values));
    setPage(1);
  });
  const clear = () => {
    form.reset(EMPTY);
    setFilters({});
    setPage(1);
  };

  const field = (name: keyof FilterFields, label: string, props: { type?: string; list?: string } = {}) => {
    const error = errorOf(form, name);
    return (
      <label>
        <span>{label}</span>
        <input
          type={props.type ?? 'text'}
          list={props.list}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `audit-${name}-error` : undefined}
          {...form.register(name)}
        />
        {error ? (
          <span id={`audit-${name}-error`} className="audit-field-error">
            {error}
          </span>
        ) : null}
      </label>
    );
  };

  const data = list.data;
  return (
    <section className="adm-panel" aria-label={t.label}>
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">{t.title}</h2>
        <a className="button button-outline button-small" href={adminApi.auditCsvUrl(filters)} download>
          {t.exportCsv}
        </a>
      </div>
      <p className="adm-muted">{t.intro}</p>
      {user && !seesAuditUnmasked(user.role) ? <p className="adm-muted">{t.maskedNote}</p> : null}

      <form className="audit-filters" role="search" onSubmit={(e) => void apply(e)} noValidate>
        {field('actor', t.official)}
        {field('action', t.action, { list: 'audit-actions' })}
        {field('entity', t.record, { list: 'audit-records' })}
        {field('entityId', t.recordId)}
        {field('from', t.from, { type: 'date' })}
        {field('to', t.to, { type: 'date' })}
        <div className="audit-filter-buttons">
          <button type="submit" className="adm-btn adm-btn-primary">
            {t.apply}
          </button>
          <button type="button" className="adm-btn" onClick={clear}>
            {t.clear}
          </button>
        </div>
        <datalist id="audit-actions">
          {ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <datalist id="audit-records">
          {RECORDS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
      </form>

      {list.error ? (
        <p className="adm-error" role="alert">
          {list.error.message}
        </p>
      ) : null}
      {list.isPending ? <Spinner label={t.loading} /> : null}
      {data && data.items.length === 0 ? <p className="adm-empty">{t.empty}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="adm-table-wrap">
          <table className="adm-table audit-table">
            <thead>
              <tr>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.official}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.record}</th>
                <th scope="col">{t.address}</th>
                <th scope="col">{t.changes}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td data-label={t.time} className="audit-time">
                    <time dateTime={item.at}>{formatMomentShort(item.at)}</time>
                  </td>
                  <td data-label={t.official}>{item.actor ?? <span className="adm-muted">{t.unknownActor}</span>}</td>
                  <td data-label={t.action}>
                    <code>{item.action}</code>
                  </td>
                  <td data-label={t.record}>
                    {/* One block, so the phone layout's label-and-value row keeps it together. */}
                    <span className="audit-record">
                      {item.target.entity}
                      {item.target.label ? <span className="audit-label"> {item.target.label}</span> : null}
                      {item.target.id ? (
                        <button
                          type="button"
                          className="audit-id"
                          title={item.target.id}
                          aria-label={t.recordHistory(item.target.id.slice(0, 8), item.target.entity)}
                          onClick={() => {
                            form.setValue('entity', item.target.entity);
                            form.setValue('entityId', item.target.id ?? '');
                            void apply();
                          }}
                        >
                          {item.target.id.slice(0, 8)}
                        </button>
                      ) : null}
                    </span>
                  </td>
                  <td data-label={t.address}>{item.ip ?? '—'}</td>
                  <td data-label={t.changes}>
                    <Changes changes={item.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          count={data.items.length}
          total={data.total}
          noun={t.noun}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
