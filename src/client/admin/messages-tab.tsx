/** Contact-form messages for officials: newest first, unread marked, one click to mark read. */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { serverMessages } from '../../shared/server-messages';
import { formatMoment } from '../../shared/dates';
import { adminApi } from './admin-api';
import { contactMessagesQuery, keys } from './queries';
import { Pager, Spinner } from './ui';

export function MessagesTab() {
  const [page, setPage] = useState(1);
  const list = useQuery(contactMessagesQuery(page));
  const markRead = useMutation({ mutationFn: adminApi.markMessageRead, meta: { invalidates: [keys.contactMessages] } });
  const [open, setOpen] = useState<string | null>(null);

  function toggle(id: string, read: boolean) {
    setOpen((current) => (current === id ? null : id));
    if (!read) markRead.mutate(id);
  }

  const items = list.data?.items ?? [];
  return (
    <section className="adm-panel" aria-label="Messages">
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">From the contact form</h2>
        {list.data ? <span className="adm-badge">{list.data.unread.toLocaleString('en-KE')} unread</span> : null}
      </div>
      {list.error ? (
        <p className="adm-error" role="alert">
          {list.error.message}
        </p>
      ) : null}
      {list.isPending ? <Spinner label="Loading messages..." /> : null}
      {list.data && items.length === 0 ? <p className="adm-empty">{serverMessages.noMessages}</p> : null}
      <ul className="adm-messages">
        {items.map((m) => (
          <li key={m.id} className={m.read ? 'is-read' : 'is-unread'}>
            <button type="button" className="adm-message-head" aria-expanded={open === m.id} onClick={() => toggle(m.id, m.read)}>
              <span className="adm-person-name">{m.subject}</span>
              <span className="adm-muted">
                {m.name} · {formatMoment(m.createdAt)}
              </span>
            </button>
            {open === m.id ? (
              <div className="adm-message-body">
                <p>{m.message}</p>
                <p className="adm-muted">
                  <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.email}</a>
                  {m.phone ? ` · ${m.phone}` : ''}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {list.data ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          count={items.length}
          total={list.data.total}
          noun="message"
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
