/**
 * /donate (docs/donations.md): an amount (quick picks or typed), the M-Pesa phone, an optional
 * name and message, and whether the donor's first name may appear on the thank-you list; paid by
 * one M-Pesa prompt with the same waiting and polling as registration. The paybill steps serve
 * those who prefer the M-Pesa menu. This year's total and the last listed donors come with the
 * page from the server (fetched after client-side navigation).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api } from '../api';
import { PageHero } from '../components/page-hero';
import { useEmbeddedPageData } from '../content/page-data';
import { useHydrated } from '../hydration';
import { DONATION_ACCOUNT, DONATION_MAX_KES, DONATION_MIN_KES, DONATION_QUICK_PICKS_KES } from '../../shared/constants';
import { formatMomentDate } from '../../shared/dates';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { identity } from '../../shared/identity';
import { messages } from '../../shared/messages';
import { paymentMessages } from '../../shared/payment-messages';
import { formatPaymentPhoneInput, toCanonicalPhone } from '../../shared/phone';
import type { DonationSummary } from '../../shared/schemas/donations';
import { formatCount } from '../../shared/words';
import { useCountdown } from '../membership/use-countdown';
import { useDonation, type DonationBody } from '../donate/use-donation';
import '../membership/membership.css';
import '../donate/donate.css';

const t = messages.donation;
const payWords = paymentMessages.mpesaPay;
const amountMessage = t.amountInvalid(formatCount(DONATION_MIN_KES), formatCount(DONATION_MAX_KES));

/** The checks the server makes too, for an answer before the round trip (the server decides). */
function checkLocally(body: DonationBody): DonationState['fields'] {
  const fields: DonationState['fields'] = {};
  const amount = Number(body.amount);
  if (!/^\d+$/.test(body.amount.trim()) || amount < DONATION_MIN_KES || amount > DONATION_MAX_KES) fields.amount = amountMessage;
  if (!toCanonicalPhone(body.phoneNumber)) fields.phoneNumber = messages.paymentPhoneInvalid;
  return fields;
}
type DonationState = ReturnType<typeof useDonation>['state'];

function useSummary(): DonationSummary | null {
  const embedded = useEmbeddedPageData('donate');
  const [fetched, setFetched] = useState<DonationSummary | null>(null);
  useEffect(() => {
    if (!embedded) api.get<DonationSummary>('/api/donations/summary').then(setFetched, () => undefined);
  }, [embedded]);
  return embedded?.summary ?? fetched;
}

export default function DonatePage() {
  const id = useId();
  const hydrated = useHydrated();
  const summary = useSummary();
  const donation = useDonation();
  const { state } = donation;
  const [body, setBody] = useState<DonationBody>({ amount: '', phoneNumber: '', name: '', message: '', listPublicly: false });
  const [localErrors, setLocalErrors] = useState<DonationState['fields']>({});
  const errors = { ...state.fields, ...localErrors };
  const secondsLeft = useCountdown(state.retryAt);
  const busy = state.phase === 'processing' || state.phase === 'awaiting_pin';
  const done = state.phase === 'completed';
  const tone = state.phase === 'failed' ? 'error' : done ? 'success' : state.phase === 'timeout' ? 'warning' : 'info';
  const message = donation.reconnecting ? messages.paymentReconnecting : state.message;

  const set = <K extends keyof DonationBody>(key: K, value: DonationBody[K]) => {
    setBody((b) => ({ ...b, [key]: value }));
    setLocalErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkLocally(body);
    setLocalErrors(invalid);
    if (Object.values(invalid).some(Boolean)) return;
    void donation.donate(body);
  };
  const error = (key: keyof DonationBody) =>
    errors[key] ? (
      <p className="field-error" role="alert">
        {errors[key]}
      </p>
    ) : null;

  return (
    <div className="membership-page donate-page">
      <PageHero title={t.heading} subtitle={t.intro} image="/images/banners/contact.svg" />
      <div className="container donate-columns">
        {done ? (
          <section className="membership-card donate-thanks" aria-labelledby={`${id}-thanks`}>
            <h2 id={`${id}-thanks`}>{t.thankYouHeading}</h2>
            <div className="payment-status payment-status-success" role="status" aria-live="polite">
              <p>{t.thankYou}</p>
            </div>
          </section>
        ) : (
          <form className="membership-card donate-form" onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
            <h2 id={`${id}-form`}>{t.pageTitle}</h2>
            <fieldset className="field donate-amount" disabled={busy}>
              <legend>{t.amountLabel} *</legend>
              <div className="donate-picks">
                {DONATION_QUICK_PICKS_KES.map((pick) => (
                  <button
                    key={pick}
                    type="button"
                    className={`donate-pick${body.amount === String(pick) ? ' donate-pick-on' : ''}`}
                    aria-pressed={body.amount === String(pick)}
                    onClick={() => set('amount', String(pick))}
                  >
                    {t.quickPick(formatCount(pick))}
                  </button>
                ))}
              </div>
              <input
                id={`${id}-amount`}
                name="amount"
                inputMode="numeric"
                aria-label={t.amountLabel}
                placeholder={`${formatCount(DONATION_MIN_KES)}–${formatCount(DONATION_MAX_KES)}`}
                value={body.amount}
                maxLength={7}
                onChange={(e) => set('amount', e.target.value.replace(/[^\d]/g, ''))}
                aria-invalid={errors.amount ? true : undefined}
              />
              {error('amount')}
            </fieldset>
            <div className="field">
              <label htmlFor={`${id}-phone`}>{t.phoneLabel} *</label>
              <input
                id={`${id}-phone`}
                name="phoneNumber"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="07XXXXXXXX"
                value={body.phoneNumber}
                disabled={busy}
                onChange={(e) => set('phoneNumber', formatPaymentPhoneInput(e.target.value))}
                aria-invalid={errors.phoneNumber ? true : undefined}
              />
              {error('phoneNumber') ?? <p className="hint">{t.phoneHint}</p>}
            </div>
            <div className="field">
              <label htmlFor={`${id}-name`}>{t.nameLabel}</label>
              <input
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                maxLength={60}
                value={body.name}
                disabled={busy}
                onChange={(e) => set('name', e.target.value)}
              />
              {error('name')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-message`}>{t.messageLabel}</label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={3}
                maxLength={280}
                value={body.message}
                disabled={busy}
                onChange={(e) => set('message', e.target.value)}
              />
              {error('message')}
            </div>
            <div className="field donate-consent">
              <label>
                <input
                  type="checkbox"
                  name="listPublicly"
                  checked={body.listPublicly}
                  disabled={busy}
                  onChange={(e) => set('listPublicly', e.target.checked)}
                />{' '}
                {t.listPubliclyLabel}
              </label>
              {error('listPublicly')}
            </div>
            {message ? (
              <div className={`payment-status payment-status-${tone}`} role="status" aria-live="polite">
                {busy ? <span className="spinner" aria-hidden="true" /> : null}
                <p>{message}</p>
              </div>
            ) : null}
            {secondsLeft > 0 && state.phase === 'failed' ? (
              <p className="hint retry-countdown" aria-live="polite">
                {messages.promptRetryIn(secondsLeft)}
              </p>
            ) : null}
            <div className="step-actions">
              {state.phase === 'timeout' ? (
                <button type="button" className="button button-primary" onClick={donation.checkAgain}>
                  {payWords.checkAgain}
                </button>
              ) : (
                <button type="submit" className="button button-primary" disabled={!hydrated || busy || secondsLeft > 0}>
                  {busy ? payWords.waiting : state.phase === 'failed' ? t.tryAgain : t.submit}
                </button>
              )}
            </div>
          </form>
        )}

        <aside className="donate-aside">
          <section className="membership-card donate-paybill" aria-labelledby={`${id}-paybill`}>
            <h2 id={`${id}-paybill`}>{t.paybillHeading}</h2>
            <p>{t.paybillSteps}</p>
            <dl className="donate-paybill-facts">
              <div>
                <dt>{payWords.businessNumber}</dt>
                <dd>{identity.paybill}</dd>
              </div>
              <div>
                <dt>{payWords.accountNumber}</dt>
                <dd>{DONATION_ACCOUNT}</dd>
              </div>
            </dl>
          </section>
          {summary ? (
            <section className="membership-card donate-list" aria-labelledby={`${id}-raised`}>
              <h2 id={`${id}-raised`}>{t.totalHeading(summary.year)}</h2>
              <p className="donate-total">{payWords.amountInKsh(formatCount(summary.total))}</p>
              <h3>{t.donorsHeading}</h3>
              {summary.donors.length ? (
                <ul>
                  {summary.donors.map((donor) => (
                    <li key={`${donor.at}-${donor.firstName}`}>
                      <span>{donor.firstName}</span>
                      <span>{payWords.amountInKsh(formatCount(donor.amount))}</span>
                      <small>{formatMomentDate(donor.at, ACTIVE_LOCALE)}</small>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t.noDonorsYet}</p>
              )}
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
