/** A member's own membership at a glance: used by /renew and /my-card. */
import { formatLongDate } from '../../shared/dates';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { paymentMessages } from '../../shared/payment-messages';
import type { OwnMembership } from '../../shared/schemas/renewals';

const t = paymentMessages.ownMembership;
const STATUS_TEXT = {
  active: { label: t.active, note: t.activeNote },
  due: { label: t.due, note: t.dueNote },
  expired: { label: t.expired, note: t.expiredNote },
};

/** Officials' switch wins over the date: a suspended membership is never shown as active. */
const SUSPENDED = { label: t.suspended, note: () => t.suspendedNote };

export function MembershipSummary({ member }: { member: OwnMembership }) {
  const status = member.membershipStatus === 'suspended' ? SUSPENDED : STATUS_TEXT[member.membershipStatus];
  const date = formatLongDate(member.renewalDate, ACTIVE_LOCALE);
  return (
    <div className="own-membership">
      <p className="own-name">{member.fullName}</p>
      <dl>
        <div>
          <dt>{t.membershipNumber}</dt>
          <dd>{member.membershipNumber}</dd>
        </div>
        {member.chapter ? (
          <div>
            <dt>{t.chapter}</dt>
            <dd>{member.chapter}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.renewalDate}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>
            <span className={`status-pill status-${member.membershipStatus}`}>{status.label}</span>
          </dd>
        </div>
      </dl>
      <p className="hint">{status.note(date)}</p>
    </div>
  );
}
