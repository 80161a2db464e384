/**
 * What /renew shows instead of the payment when paying now would be wrong: a suspended
 * membership (no pay button: only the office can help), or one with most of its year still ahead
 * (an explicit "yes, add another year" before any prompt; the API refuses without it too).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../shared/dates';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { messages } from '../../shared/messages';
import { paymentMessages } from '../../shared/payment-messages';
import type { OwnMembership } from '../../shared/schemas/renewals';
import { MembershipSummary } from './membership-summary';

/** True when the gate stands between the member and the payment. */
export const renewalGated = (member: OwnMembership, earlyConfirmed: boolean): boolean =>
  member.suspended || (member.earlyRenewal && !earlyConfirmed);

export function RenewalGate({ member, onConfirmEarly }: { member: OwnMembership; onConfirmEarly: () => void }) {
  const id = useId();
  if (member.suspended) {
    return (
      <section className="membership-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{messages.renewalSuspendedTitle}</h2>
        <MembershipSummary member={member} />
        <div className="payment-status payment-status-warning" role="status">
          <p>{messages.renewalSuspendedHelp}</p>
        </div>
        <div className="step-actions">
          <Link to="/contact" className="button button-primary">
            {paymentMessages.ownMembership.contactOffice}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="membership-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages.renewalEarlyTitle}</h2>
      <MembershipSummary member={member} />
      <p className="renew-intro">{messages.renewalEarlyQuestion(formatLongDate(member.renewalDate, ACTIVE_LOCALE))}</p>
      <div className="step-actions">
        <Link to="/" className="button button-outline">
          {messages.renewalEarlyDecline}
        </Link>
        <button type="button" className="button button-primary" onClick={onConfirmEarly}>
          {messages.renewalEarlyConfirm}
        </button>
      </div>
    </section>
  );
}
