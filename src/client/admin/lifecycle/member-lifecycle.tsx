/**
 * Inside the member dialog: the membership period, the member's payments (registration and
 * renewals), the messages sent, "Record cash renewal" and "Send reminder now" (both audited).
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../api';
import { formatLongDate, formatMomentShort } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { AdminMember } from '../../../shared/schemas/admin';
import type { PaymentList } from '../../../shared/schemas/registration';
import type { OwnMembership } from '../../../shared/schemas/renewals';
import { keys } from '../queries';
import { MembershipStatusCell } from './membership-status';
import './lifecycle.css';

interface OutboxItem {
  id: string;
  channel: string;
  kind: string;
  status: string;
  text: string;
  createdAt: string;
}

export function MemberLifecycle({ member }: { member: AdminMember }) {
  const paymentsQuery = useQuery({
    queryKey: [...keys.payments, { memberId: member.id }],
    queryFn: () => api.get<PaymentList>(`/api/payments?memberId=${member.id}&pageSize=20`),
  });
  const sentQuery = useQuery({
    queryKey: [...keys.outbox, { memberId: member.id }],
    queryFn: () => api.get<{ items: OutboxItem[] }>(`/api/outbox?memberId=${member.id}&pageSize=20`),
  });
  const payments = paymentsQuery.data?.items ?? [];
  const sent = sentQuery.data?.items ?? [];
  const [renewal, setRenewal] = useState({ date: member.renewalDate, status: member.membershipStatus });
  const [notice, setNotice] = useState<string | null>(null);

  // A cash renewal moves the renewal date (members, counts) and adds a payment and a message.
  const cash = useMutation({
    mutationFn: () => api.post<{ message: string; member: OwnMembership }>(`/api/members/${member.id}/cash-renewal`),
    meta: { invalidates: [keys.members, keys.payments, keys.outbox, keys.notifications] },
    onSuccess(answer) {
      // A suspended member is refused a renewal, so the answer's status is a period's (never "suspended").
      const status = answer.member.membershipStatus === 'suspended' ? renewal.status : answer.member.membershipStatus;
      setRenewal({ date: answer.member.renewalDate, status });
      setNotice(`${answer.message} Renewed until ${formatLongDate(answer.member.renewalDate)}.`);
    },
  });
  const reminder = useMutation({
    mutationFn: () => api.post<{ message: string }>(`/api/members/${member.id}/reminders`),
    meta: { invalidates: [keys.outbox] },
    onSuccess: (answer) => setNotice(answer.message),
  });
  const busy = cash.isPending || reminder.isPending;
  const failure = cash.error ?? reminder.error;
  const loadFailed = paymentsQuery.isError || sentQuery.isError;

  const act = (what: 'cash' | 'reminder') => {
    if (what === 'cash' && !window.confirm(`Record a KSh 200 cash renewal for ${member.fullName}?`)) return;
    setNotice(null);
    (what === 'cash' ? cash : reminder).mutate();
  };

  return (
    <section className="adm-lifecycle" aria-label="Membership">
      <h3>Membership</h3>
      <p>
        Renewal date: <MembershipStatusCell renewalDate={renewal.date} status={renewal.status} />
      </p>
      <div className="adm-lifecycle-actions">
        <button type="button" className="adm-btn adm-btn-small" disabled={busy} onClick={() => act('cash')}>
          Record cash renewal
        </button>
        <button type="button" className="adm-btn adm-btn-small" disabled={busy} onClick={() => act('reminder')}>
          Send reminder now
        </button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      {failure ? <p role="alert">{failure instanceof ApiError ? failure.message : String(failure)}</p> : null}
      {loadFailed ? <p role="alert">Could not load payments and messages.</p> : null}
      <h3>Payments</h3>
      {payments.length === 0 ? (
        <p className="adm-empty">No payments recorded.</p>
      ) : (
        <table className="adm-mini-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">For</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
              <th scope="col">Receipt</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td>{formatMomentShort(p.createdAt)}</td>
                <td>{p.purpose === 'renewal' ? 'Renewal' : 'Registration'}</td>
                <td>{p.method === 'manual' ? 'Manual' : 'M-Pesa'}</td>
                <td>{p.status}</td>
                <td className="adm-mono">
                  {p.receipt ?? (p.status === 'completed' ? <small>{messages.receiptNotYetRecorded}</small> : '—')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Messages</h3>
      {sent.length === 0 ? (
        <p className="adm-empty">No messages yet.</p>
      ) : (
        <table className="adm-mini-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sent.map((s) => (
              <tr key={s.id}>
                <td>{formatMomentShort(s.createdAt)}</td>
                <td>
                  {s.channel === 'email' ? 'E-mail: ' : 'SMS: '}
                  {s.kind.replace('_', ' ')}
                </td>
                <td>{s.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
