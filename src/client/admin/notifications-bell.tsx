/**
 * The header's bell: unread count badge, the list (message, time) and a working "Mark all as
 * read". Polled once a minute; writes that raise a notification refresh it at once.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';
import { keys, notificationsQuery } from './queries';

/** 'Just now' for new ones, then minutes, hours, days. */
function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

const EMPTY = { items: [], unread: 0 };

export function NotificationsBell() {
  // The bell is secondary: a failed poll keeps the last list and tries again next minute.
  const data = useQuery(notificationsQuery).data ?? EMPTY;
  const markAll = useMutation({ mutationFn: adminApi.readAllNotifications, meta: { invalidates: [keys.notifications] } });
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => box.current && !box.current.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="adm-bell" ref={box}>
      {/* The name is text, not aria-label: a label that did not contain the visible count failed WCAG 2.5.3. */}
      <button type="button" className="adm-icon-btn" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="adm-visually-hidden">{`Notifications (${data.unread} unread)`}</span>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {data.unread > 0 ? (
          <span className="adm-bell-count" aria-hidden="true">
            {data.unread > 99 ? '99+' : data.unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="adm-bell-panel" role="region" aria-label="Notifications">
          <div className="adm-bell-head">
            <strong>Notifications</strong>
            <button
              type="button"
              className="adm-btn adm-btn-link"
              onClick={() => markAll.mutate()}
              disabled={data.unread === 0 || markAll.isPending}
            >
              Mark all as read
            </button>
          </div>
          {data.items.length === 0 ? <p className="adm-empty">No notifications</p> : null}
          <ul>
            {data.items.map((n) => (
              <li key={n.id} className={n.read ? 'is-read' : 'is-unread'}>
                <span>{n.message}</span>
                <span className="adm-muted adm-small">{relativeTime(n.createdAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
