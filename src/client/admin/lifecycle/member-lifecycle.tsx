/**
 * Inside the member dialog: the membership period, the member's payments (registration and
 * renewals), the messages sent, "Record cash renewal" and "Send reminder now" (both audited).
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api';
import { formatLongDate, formatMomentShort } from '../../../shared/dates';
import { serverMessages } from '../../../shared/server-messages';
import { isAdminRole } from '../../../shared/roles';
import { useSession } from '../../auth/session';
import type { AdminMember } from '../../../shared/schemas/admin';
import { cashRenewalMutation, outboxQuery, paymentsQuery, reminderMutation } from '../queries';
import { Spinner } from '../ui';
import { MembershipStatusCell } from './membership-status';
import { MemberEvents } from '../check-in/member-events';
import './lifecycle.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.memberLifecycle;

/**
 * Shown to the admins only: payments, the SMS outbox, cash renewals and reminders are theirs, and a
 * chapter coordinator's role reaches none of them (the server refuses it; the dialog does not ask).
 */
export function MemberLifecycle({ member }: { member: AdminMember }) {
  const role = useSession().user?.role ?? '';
  return isAdminRole(role) ? <Lifecycle member={member} /> : null;
}

function Lifecycle({ member }: { member: AdminMember }) {
  const paymentsList = useQuery(paymentsQuery({ memberId: member.id, pageSize: 20 }));
  const sentList = useQuery(outboxQuery({ memberId: member.id, pageSize: 20 }));
  const payments = paymentsList.data?.items ?? [];
  const sent = sentList.data?.items ?? [];
  const [renewal, setRenewal] = useState({ date: member.renewalDate, status: member.membershipStatus });
  const [notice, setNotice] = useState<string | null>(null);

  const cash = useMutation({
    ...cashRenewalMutation,
    onSuccess(answer) {
      // A suspended member is refused a renewal, so the answer's status is a period's (never "suspended").
      const status = answer.member.membershipStatus === 'suspended' ? renewal.status : answer.member.membershipStatus;
      setRenewal({ date: answer.member.renewalDate, status });
      setNotice(t.renewedUntil(answer.message, formatLongDate(answer.member.renewalDate)));
    },
  });
  const reminder = useMutation({ ...reminderMutation, onSuccess: (answer) => setNotice(answer.message) });
  const busy = cash.isPending || reminder.isPending;
  const failure = cash.error ?? reminder.error;
  const loadFailed = paymentsList.isError || sentList.isError;

  const act = (what: 'cash' | 'reminder') => {
    if (what === 'cash' && !window.confirm(t.cashQuestion(member.fullName))) return;
    setNotice(null);
    (what === 'cash' ? cash : reminder).mutate(member.id);
  };

  return (
    <section className="adm-lifecycle" aria-label={t.title}>
      <h3>{t.title}</h3>
      <p>
        {t.renewalDate} <MembershipStatusCell renewalDate={renewal.date} status={renewal.status} />
      </p>
      <div className="adm-lifecycle-actions">
        <button type="button" className="adm-btn adm-btn-small" disabled={busy} onClick={() => act('cash')}>
          {t.cash}
        </button>
        <button type="button" className="adm-btn adm-btn-small" disabled={busy} onClick={() => act('reminder')}>
          {t.reminder}
        </button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      {failure ? <p role="alert">{failure instanceof ApiError ? failure.message : String(failure)}</p> : null}
      {loadFailed ? <p role="alert">{t.loadFailed}</p> : null}
      <h3>{t.payments}</h3>
      {paymentsList.isPending ? (
        <Spinner label={officialsMessages.paymentsTab.loading} />
      ) : payments.length === 0 ? (
        <p className="adm-empty">{t.noPayments}</p>
      ) : (
        <table className="adm-mini-table">
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.paymentFor}</th>
              <th scope="col">{t.method}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.receipt}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td>{formatMomentShort(p.createdAt)}</td>
                <td>{t.purposes[p.purpose]}</td>
                <td>{p.method === 'manual' ? t.methodManual : t.methodMpesa}</td>
                <td>{p.status}</td>
                <td className="adm-mono">
                  {p.receipt ?? (p.status === 'completed' ? <small>{serverMessages.receiptNotYetRecorded}</small> : '—')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t.messages}</h3>
      {sentList.isPending ? (
        <Spinner label={officialsMessages.outbox.loading} />
      ) : sent.length === 0 ? (
        <p className="adm-empty">{t.noMessages}</p>
      ) : (
        <table className="adm-mini-table">
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.message}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {sent.map((s) => (
              <tr key={s.id}>
                <td>{formatMomentShort(s.createdAt)}</td>
                <td>
                  {s.channel === 'email' ? t.byEmail : t.bySms}
                  {s.kind.replace('_', ' ')}
                </td>
                <td>{s.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MemberEvents memberId={member.id} />
    </section>
  );
}
